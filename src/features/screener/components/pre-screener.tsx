import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectRehydrated } from '../../../app/persist';
import { useApiQuery } from '../../../app/use-api-query';
import { layoutAnswerKey } from '../../../shared/contracts/initial-answers';
import { splitLocale } from '../../../lib/locale';
import { useWidgetFields } from '../../../content/widget-fields';
import {
  preScreenerFieldsSchema,
  type PreScreenerFields,
} from '../../../shared/content-model/journey-page-widget-fields';
import type { Language } from '../../../shared/content-model/language';
import { getLayout, type LayoutResponse } from '../../../shared/contracts/content';
import { isPatientType, type PatientType } from '../../../shared/domain/journey-roles';
import { showsPreScreenerBanners } from '../../../shared/domain/journey-types';
import { canContinueJourney, selectJourney } from '../../journey/journey-slice';
import { isPreviewMode } from '../../journey/journey-ui-slice';
import { screenerStrings } from '../screener-strings';
import { HopNotice } from '../../../components/hop-notice';
import { PreScreenerBanner } from './pre-screener-banner';
import { PreScreenerFrame, type FrameIdentity } from './pre-screener-frame';
import type { WidgetProps } from './widget-props';
import './pre-screener.css';

/** The anchor of the questionnaire on a landing page (hero CTAs scroll to it). */
export const PRE_SCREENER_WRAPPER_ID = 'pre-screener-wrapper';

function contentPath(pathname: string): { language: Language; path: string } {
  const { locale, path } = splitLocale(pathname);
  const trimmed = path.replace(/\/+$/, '');
  return { language: locale, path: trimmed === '' ? '/' : trimmed };
}

/** Contact-info pages are recognised by a path segment named contact-info. */
export function isContactInfoPath(path: string): boolean {
  return path.split('/').includes('contact-info');
}

/** '/asthma-study/minor' → minor; elsewhere the journey's choice, or adult. */
function patientTypeOf(path: string, chosen: PatientType | null): PatientType {
  const last = path.split('/').pop();
  return isPatientType(last) ? last : (chosen ?? 'adult');
}

function useFrameIdentity(studyKey: string, preview: boolean): FrameIdentity | null | 'waiting' {
  const rehydrated = useAppSelector(selectRehydrated);
  const journey = useAppSelector(selectJourney);
  if (preview) return null;
  if (!rehydrated || !canContinueJourney(journey, studyKey) || !journey.guestRef || !journey.enrollmentId) {
    return 'waiting'; // the home visit starts the journey a moment after load
  }
  return { guestRef: journey.guestRef, enrollmentId: journey.enrollmentId };
}

interface ViewProps {
  fields: PreScreenerFields;
  layout: LayoutResponse;
  path: string;
  language: Language;
  search: string;
}

function Questionnaire({ fields, layout, path, language, search }: ViewProps) {
  const study = layout.study;
  const chosen = useAppSelector(selectJourney).patientType;
  const identity = useFrameIdentity(study?.key ?? '', isPreviewMode(search));
  if (!study?.screenerKey) return null;
  if (identity === 'waiting') {
    return <div className="pre-screener__placeholder">{screenerStrings(language).loading}</div>;
  }
  return (
    <PreScreenerFrame
      study={{ ...study, screenerKey: study.screenerKey }}
      language={language}
      patientType={patientTypeOf(path, chosen)}
      title={fields.iframeTitle}
      theme={fields.theme}
      identity={identity}
      query={Object.fromEntries(new URLSearchParams(search))}
    />
  );
}

function PreScreenerView(props: ViewProps) {
  const { fields, layout, path } = props;
  const onContactInfoPage = isContactInfoPath(path);
  const onHomePage = layout.page.flags.isHome;
  const banners = showsPreScreenerBanners({
    journeyType: layout.study?.journeyType ?? null,
    onContactInfoPage,
    onHomePage,
    enableScreenerLandingPage: layout.study?.enableScreenerLandingPage ?? false,
  });
  const headingId = useId();
  // On a contact-info page the screener is done: only the banners (journey 03) remain.
  const frame = onContactInfoPage ? null : <Questionnaire {...props} />;
  if (!banners && !frame) return null;
  const rootPath = layout.study?.rootPath;
  // The region is named by the visible header when there is one, else by the questionnaire's title.
  const named = banners && fields.headerBanner?.title;
  return (
    <section
      className="pre-screener"
      {...(named ? { 'aria-labelledby': headingId } : { 'aria-label': fields.iframeTitle })}
      {...(onHomePage ? { id: PRE_SCREENER_WRAPPER_ID, tabIndex: -1 } : {})}
    >
      {banners && <PreScreenerBanner banner={fields.headerBanner} placement="header" headingId={headingId} />}
      {rootPath && !onContactInfoPage ? <HopNotice rootPath={rootPath} language={props.language} /> : null}
      {frame}
      {banners && <PreScreenerBanner banner={fields.footerBanner} placement="footer" />}
    </section>
  );
}

/**
 * The pre-screener: header banner, the questionnaire iframe, footer banner. The page it sits on (study,
 * flags) comes from the layout answer the content page already holds (same query key, so no second request).
 * It checks its own fields, here in its chunk.
 */
export default function PreScreener({ fields: raw }: WidgetProps<unknown>) {
  const fields = useWidgetFields(preScreenerFieldsSchema, raw, 'PreScreener');
  const location = useLocation();
  const { language, path } = contentPath(location.pathname);
  const layout = useApiQuery(getLayout, { query: { path, language } }, layoutAnswerKey(language, path));
  if (!fields || layout.status !== 'success') return null;
  return (
    <PreScreenerView
      fields={fields}
      layout={layout.data}
      path={path}
      language={language}
      search={location.search}
    />
  );
}
