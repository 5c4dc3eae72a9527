import { useWidgetFields } from '../../../content/widget-fields';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { splitLocale } from '../../../lib/locale';
import {
  successPageFieldsSchema,
  type SuccessPageFields,
} from '../../../shared/content-model/success-page-fields';
import type { SuccessHideFlags } from '../../../shared/contracts/success';
import { isPreviewMode } from '../../../shared/domain/preview-mode';
import { localizeAppointment, parseAppointment } from '../../../shared/domain/sites/appointment';
import { resolveComponent } from '../../../content/registry';
import { selectSuccess, successPageOpened, type SuccessDetails } from '../success-slice';
import { successStrings } from '../success-strings';
import { SelectedSiteCard } from './selected-site-card';
import { ShareHealthDataCard } from './share-health-data-card';
import { paragraphsOf, textResolver } from './success-text';
import {
  AdvancedNextSteps,
  AppointmentCard,
  ConfirmationBanner,
  IconBoxes,
  NextSteps,
  SuccessContent,
} from './success-sections';
import '../success.css';

// The shared progress bar, through the registry (another feature's widget, in the success page's Top or
// Middle).
const ProgressBar = resolveComponent('ProgressBar');

interface SuccessPageProps {
  fields: SuccessPageFields;
  position: number;
}

/** Preview shows every block (editors see the whole page); without details only the texts. */
const PREVIEW_FLAGS: SuccessHideFlags = {
  hideAppointmentDateTime: false,
  hideIconBoxes: false,
  hideConfirmationBanner: false,
  hideHeadingMessage: false,
  hideShareHealthData: false,
  hideNextSteps: false,
  hideAdvancedNextSteps: true,
  hideContent: false,
};
const NO_DETAILS_FLAGS: SuccessHideFlags = {
  ...PREVIEW_FLAGS,
  hideShareHealthData: true,
  hideAppointmentDateTime: true,
};

function flagsOf(details: SuccessDetails | null, preview: boolean): SuccessHideFlags {
  if (details) return details.flags;
  return preview ? PREVIEW_FLAGS : NO_DETAILS_FLAGS;
}

/**
 * The success page: every block shown or hidden by the server's flag, merge tags filled in all texts, a
 * two-column layout whose right panel (share your health data) disappears with its flag, the progress bar at
 * Top or Middle.
 */
export default function SuccessPage({ fields: raw, position }: SuccessPageProps) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { locale: language } = splitLocale(location.pathname);
  const preview = isPreviewMode(location.search);
  const fields = useWidgetFields(successPageFieldsSchema, raw, 'SuccessPage', () =>
    successPageFieldsSchema.parse({}),
  );
  const { status, details } = useAppSelector(selectSuccess);
  useEffect(() => {
    if (!preview) dispatch(successPageOpened({ language }));
  }, [dispatch, preview, language]);

  const strings = successStrings[language];
  // Without a site (the page reached with only its cookie) the sentences name the study team.
  const given = details?.mergeTags ?? {};
  const tags = given.SiteName ? given : { ...given, SiteName: strings.siteNameFallback };
  const text = textResolver(tags);
  const flags = flagsOf(details, preview);
  const stored = flags.hideAppointmentDateTime ? null : parseAppointment(details?.appointmentDateTime);
  const appointment = stored ? localizeAppointment(stored, language) : null;
  const site = details?.site ?? null;
  const Heading = position === 0 ? 'h1' : 'h2';
  const progress =
    fields.progress && ProgressBar ? (
      <Suspense fallback={null}>
        <ProgressBar fields={fields.progress as never} position={position} />
      </Suspense>
    ) : null;
  const siteCard = site ? (
    <SelectedSiteCard site={site} fields={fields} strings={strings} text={text} language={language} />
  ) : null;
  const rightShown = !flags.hideShareHealthData;

  return (
    <div className="success-page" data-status={status}>
      {fields.progressPosition === 'Top' ? progress : null}
      {flags.hideConfirmationBanner ? null : (
        <ConfirmationBanner text={text(fields.confirmationBanner, strings.confirmationBanner)} />
      )}
      <Heading className={flags.hideHeadingMessage ? 'visually-hidden' : 'success-page__heading'}>
        {text(fields.headingMessage, strings.headingMessage)}
      </Heading>
      {!flags.hideHeadingMessage && fields.headingDescription ? (
        <p className="success-page__lead">{text(fields.headingDescription, '')}</p>
      ) : null}
      <p className="success-page__status" role="status">
        {status === 'loading' ? strings.loading : status === 'failed' ? strings.loadFailed : ''}
      </p>
      {fields.progressPosition === 'Middle' ? progress : null}
      <div className={`success-page__columns${rightShown ? '' : ' success-page__columns--single'}`}>
        <div className="success-page__main-left">
          {appointment ? (
            <AppointmentCard
              heading={text(fields.appointmentHeading, strings.appointmentHeading)}
              note={text(fields.appointmentNote, strings.appointmentNote)}
              appointment={appointment}
              strings={strings}
            />
          ) : null}
          {flags.hideIconBoxes ? null : (
            <IconBoxes
              heading={text(fields.iconBoxesHeading, '')}
              boxes={(fields.iconBoxes ?? []).map((box) => ({
                icon: box.icon,
                title: text(box.title, ''),
                description: text(box.description, ''),
              }))}
            />
          )}
          {flags.hideNextSteps ? null : (
            <NextSteps
              heading={text(fields.nextStepsHeading, strings.nextStepsHeading)}
              steps={paragraphsOf(fields.nextSteps, strings.nextSteps, tags)}
            />
          )}
          {flags.hideAdvancedNextSteps ? (
            siteCard
          ) : (
            <AdvancedNextSteps
              heading={text(fields.advancedNextStepsHeading, strings.advancedNextStepsHeading)}
              message={text(fields.advancedNextStepsMessage, strings.advancedNextStepsMessage)}
              steps={paragraphsOf(fields.advancedNextSteps, [], tags)}
            >
              {siteCard}
            </AdvancedNextSteps>
          )}
          {flags.hideContent ? null : (
            <SuccessContent
              heading={text(fields.contentHeading, '')}
              content={paragraphsOf(fields.content, [], tags)}
              left={paragraphsOf(fields.contentLeft, [], tags)}
              right={paragraphsOf(fields.contentRight, [], tags)}
            />
          )}
        </div>
        {rightShown ? (
          <aside className="success-page__main-right">
            <ShareHealthDataCard
              fields={fields}
              strings={strings}
              text={text}
              language={language}
              preview={preview}
            />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
