import type { SubmissionProfile } from '../../src/features/contact-form/contact-submission-slice';
import type { ProfileState } from '../../src/features/profile/profile-slice';
import type { SessionState } from '../../src/features/session/session-slice';
import {
  isTicked,
  listOf,
  textOf,
  type ContactFormType,
  type ContactValues,
} from '../../src/shared/domain/contact-form/contact-values';

/*
 * The contact pipeline's decisions that need no effects, kept apart so they are tested as plain functions.
 */

/** The seeded field names the pipeline reads besides the email (the demo pack's forms/). */
export const PHONE_FIELD = 'ContactNumber';
export const MOBILE_FIELD = 'isMobile';
export const SECONDARY_MEDIUM_FIELD = 'SecondaryConsentMedium';
export const SMS_MEDIUM = 'SMS';
export const EMAIL_MEDIUM = 'EMAIL';
/** The dial prefix of the US sites (the only country seeded). */
export const DEFAULT_COUNTRY_CODE = '+1';

/** Profile fields the welcome SMS depends on; a visitor without a profile has neither flag. */
export interface WelcomeSmsProfile {
  isWelcomeSmsSent: boolean;
  migrated: boolean;
}

/**
 * A signed-in member's profile as a submission keeps it (the spec's "Profile (for prefill)"): the
 * conditions and communities go with the patient, the flags decide the welcome SMS.
 */
export function submissionProfileOf(state: {
  session: SessionState;
  profile: ProfileState;
}): SubmissionProfile | null {
  const details = state.session.status === 'signedIn' ? state.profile.details : null;
  if (!details) return null;
  return {
    conditions: details.conditions.map((condition) => condition.conditionId),
    communities: [...details.communities],
    isWelcomeSmsSent: details.isWelcomeSmsSent,
    migrated: details.migrated,
  };
}

/**
 * The welcome SMS goes out when SMS is enabled on the site, the secondary consent medium is
 * SMS, the phone is a mobile, no welcome SMS was sent yet and the profile is not migrated.
 */
export function shouldSendWelcomeSms(
  values: ContactValues,
  smsEnabled: boolean,
  profile: WelcomeSmsProfile | null,
): boolean {
  const mediums = listOf(values, SECONDARY_MEDIUM_FIELD).map((medium) => medium.toUpperCase());
  return (
    smsEnabled &&
    mediums.includes(SMS_MEDIUM) &&
    isTicked(values, MOBILE_FIELD) &&
    !(profile?.isWelcomeSmsSent ?? false) &&
    !(profile?.migrated ?? false)
  );
}

/**
 * Only the person's own tick on the email medium puts the address on the site's mailing list
 * (the server checks the stored form again: this only spares a call it would refuse).
 */
export function mailingListOptedIn(values: ContactValues): boolean {
  return listOf(values, SECONDARY_MEDIUM_FIELD).some((medium) => medium.toUpperCase() === EMAIL_MEDIUM);
}

/** The mobile number in E.164 (dial prefix plus the digits), or null when it cannot be one. */
export function mobileNumberOf(values: ContactValues, countryCode = DEFAULT_COUNTRY_CODE): string | null {
  const digits = textOf(values, PHONE_FIELD).replace(/\D/g, '');
  const national =
    countryCode === '+1' && digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  const number = `${countryCode}${national}`;
  return /^\+[1-9]\d{6,14}$/.test(number) ? number : null;
}

/** The success page may be opened for a day when the next step is the site-selection success. */
export function allowsSiteSelectionSuccess(nextStepUrl: string): boolean {
  return nextStepUrl.toLowerCase().includes('siteselectionsuccess');
}

/** The participant's names on the caregiver and minor forms; the person's own on the adult form. */
export function namesOf(formType: ContactFormType, values: ContactValues): { first: string; last: string } {
  if (formType === 'adult') return { first: textOf(values, 'FirstName'), last: textOf(values, 'LastName') };
  return { first: textOf(values, 'ParticipantFirstName'), last: textOf(values, 'ParticipantLastName') };
}

/** The first name and last name of whoever the mailing list writes to (the adult, caregiver or parent). */
export function contactPersonOf(formType: ContactFormType, values: ContactValues) {
  const prefix = formType === 'caregiver' ? 'Caregiver' : formType === 'minor' ? 'Parent' : '';
  return {
    firstName: textOf(values, `${prefix}FirstName`) || textOf(values, 'FirstName'),
    lastName: textOf(values, `${prefix}LastName`) || textOf(values, 'LastName'),
  };
}

/** The query string of the page as the submit payload's urlParams. */
export function urlParamsOf(query: Record<string, string>): Array<{ key: string; value: string }> {
  return Object.entries(query)
    .filter(([key]) => key.length > 0 && key.length <= 100)
    .slice(0, 50)
    .map(([key, value]) => ({ key, value: value.slice(0, 2000) }));
}

/** True when a value given for the check differs only in case or spacing. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
