import { useWidgetFields } from '../../../content/widget-fields';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { splitLocale, withLocale } from '../../../lib/locale';
import { registrationThankYouFieldsSchema } from '../../../shared/content-model/registration-fields';
import { DEFAULT_MY_PROFILE_PATH } from '../../../shared/content-model/site-settings';
import type { Profile } from '../../../shared/contracts/profile-scalars';
import type { RegistrationData } from '../../../shared/domain/registration/registration-data';
import { thankYouEmail } from '../../../shared/domain/registration/thank-you-rules';
import { selectSiteSettings } from '../../site-settings/site-settings-slice';
import { selectProfile } from '../../profile/profile-slice';
import { selectRegistration, thankYouOpened } from '../registration-slice';
import { registrationStrings, type RegistrationStrings } from '../registration-strings';
import { EmailSection } from './thank-you/email-section';
import { ExploreProfileCard } from './thank-you/explore-profile-card';
import { ThankYouMessage } from './thank-you/thank-you-message';
import { useRegistrationState } from './use-registration-state';
import '../registration.css';

/** The profile's patient or delegate address once it is loaded, the registered one before. */
function shownEmail(profile: Profile | null, data: RegistrationData): string {
  return thankYouEmail({
    patient: {
      emailAddress: profile?.basicDetails.email || data.registration.email,
      patientType: profile?.patientType ?? null,
    },
    delegate: { emailAddress: profile?.delegateEmail ?? null },
  });
}

function NotificationBanner({
  text,
  closeText,
  t,
}: {
  text: string;
  closeText?: string;
  t: RegistrationStrings;
}) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="registration-thank-you__banner" role="region" aria-label={text}>
      <p>{text}</p>
      <button type="button" className="button" onClick={() => setOpen(false)}>
        {closeText || t.close}
      </button>
    </div>
  );
}

/**
 * The thank-you page: title, subtitle, the email-sent box with Resend and Change email, the texts, the 3 s
 * loading overlay (then the profile is fetched), the notification banner and the explore-profile card.
 */
export default function RegistrationThankYou({
  fields: raw,
  position,
}: {
  fields: unknown;
  position: number;
}) {
  const fields = useWidgetFields(registrationThankYouFieldsSchema, raw, 'RegistrationThankYou', () =>
    registrationThankYouFieldsSchema.parse({}),
  );
  const { locale: language } = splitLocale(useLocation().pathname);
  const t = registrationStrings(language);
  const dispatch = useAppDispatch();
  const { data } = useRegistrationState();
  const { submit, submitBecause, thankYou } = useAppSelector(selectRegistration);
  const profile = useAppSelector(selectProfile);
  const settings = useAppSelector(selectSiteSettings);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return; // once per visit (StrictMode runs effects twice)
    opened.current = true;
    dispatch(thankYouOpened());
  }, [dispatch]);

  const email = thankYou.changedEmail ?? shownEmail(profile, data);
  const registered = submit !== 'emailExists' && submit !== 'failed';
  const Heading = position === 0 ? 'h1' : 'h2';
  return (
    <section
      id="thank-you"
      className="registration registration-thank-you"
      aria-busy={thankYou.overlay || undefined}
    >
      {fields.notificationText ? (
        <NotificationBanner text={fields.notificationText} closeText={fields.notificationCloseText} t={t} />
      ) : null}
      <Heading className="registration__title">{fields.title || t.thankYouTitle}</Heading>
      {fields.subtitle ? <p className="registration__subtitle">{fields.subtitle}</p> : null}
      <ThankYouMessage fields={fields} submit={submit} because={submitBecause} kind={thankYou.text} t={t} />
      {registered ? (
        <>
          <EmailSection fields={fields} email={email} language={language} t={t} />
          <ExploreProfileCard
            fields={fields}
            myProfilePath={withLocale(settings?.myProfilePath ?? DEFAULT_MY_PROFILE_PATH, language)}
            t={t}
          />
        </>
      ) : null}
      {thankYou.overlay ? (
        <div
          className="registration-overlay"
          role="progressbar"
          aria-label={fields.loadingText || t.loading}
          data-testid="registration-loading"
        />
      ) : null}
    </section>
  );
}
