import type { ContactForm, FormField, ScreenerPrefillKey } from '../../content-model/form';
import type { BasicDetails } from '../../contracts/profile-scalars';
import type { ScreenerOutput } from '../screener-output';
import { consentMediumFieldName, isSmsMedium } from './consent-rules';
import { DOB_PART_FIELDS, listOf, type ContactValues } from './contact-values';
import { dobPartFieldNames, dobPartsOf } from './dob-rules';
import { isZipFieldName } from './field-locks';
import { mobileRuleOf } from './mobile-rule';

/*
 * "Fields may be prepopulated from the screener and set read-only (per-field settings)." A field
 * with prefillFromScreener takes the screener output's value: a DOB field its d / m / y parts (as
 * '1'..'31', '1'..'12', yyyy), any other field the key it names (screenerKey), a zip field zipCode
 * by default. A read-only field is read-only only once it actually received a value, so a missing
 * screener answer never leaves a required field that cannot be filled.
 */

export type ScreenerAnswers = Partial<
  Pick<ScreenerOutput, 'd' | 'm' | 'y' | 'zipCode' | 'g' | 'r' | 'ed' | 'cm' | 'b' | 'et' | 'ch'>
>;

function prefillKeyOf(field: FormField): ScreenerPrefillKey | null {
  if (field.screenerKey) return field.screenerKey;
  if (field.type === 'DOB') return 'dob';
  return isZipFieldName(field.name) ? 'zipCode' : null;
}

function withoutLeadingZeros(part: string | undefined): string {
  const trimmed = (part ?? '').trim();
  return /^\d+$/.test(trimmed) ? String(Number(trimmed)) : trimmed;
}

/** The values the screener prefills; only non-empty ones. */
export function screenerPrefillValues(
  form: Pick<ContactForm, 'fields'>,
  answers: ScreenerAnswers | null,
): ContactValues {
  const values: ContactValues = {};
  if (!answers) return values;
  for (const field of form.fields) {
    if (!field.prefillFromScreener) continue;
    const key = prefillKeyOf(field);
    if (key === 'dob') {
      const parts: Record<string, string> = {
        [DOB_PART_FIELDS.day]: withoutLeadingZeros(answers.d),
        [DOB_PART_FIELDS.month]: withoutLeadingZeros(answers.m),
        [DOB_PART_FIELDS.year]: (answers.y ?? '').trim(),
      };
      const names = dobPartFieldNames(dobPartsOf(field));
      if (names.every((name) => parts[name])) for (const name of names) values[name] = parts[name];
    } else if (key) {
      const answer = (answers[key] ?? '').trim();
      if (answer) values[field.name] = answer;
    }
  }
  return values;
}

/** The field names a prefill filled (a DOB field counts as filled when its parts are). */
export function prefilledFieldNames(form: Pick<ContactForm, 'fields'>, prefill: ContactValues): string[] {
  return form.fields
    .filter((field) =>
      field.type === 'DOB'
        ? dobPartFieldNames(dobPartsOf(field)).every((name) => prefill[name] !== undefined)
        : prefill[field.name] !== undefined,
    )
    .map((field) => field.name);
}

/** Whether a field is shown read-only: configured so and prefilled. */
export function isReadOnlyField(
  field: Pick<FormField, 'name' | 'readOnly'>,
  prefilled: readonly string[],
): boolean {
  return field.readOnly && prefilled.includes(field.name);
}

/*
 * "Profile (for prefill)", for members only: a signed-in member's profile fills the gender, the phone
 * (mobile), the mobile flag and the secondary SMS consent of a contact form (and the profile form of My
 * Profile). Fields the form does not have are skipped.
 */

export type ProfilePrefill = {
  basicDetails: Pick<BasicDetails, 'gender' | 'mobile' | 'isMobile' | 'secondaryConsent'>;
};

/** The spec's field name of the gender (a radiobutton or dropdown; a textbox takes the text as is). */
export const GENDER_FIELD = 'Gender';

/** The option standing for a stored value (matched on value or label, any case); '' for none. */
export function optionValueFor(field: Pick<FormField, 'options'>, stored: string): string {
  const wanted = stored.trim().toLowerCase();
  if (wanted === '') return '';
  if (field.options.length === 0) return stored.trim();
  const match = field.options.find(
    (option) => option.value.toLowerCase() === wanted || option.label.toLowerCase() === wanted,
  );
  return match?.value ?? '';
}

/** Gender, phone and mobile flag from the profile; only values the profile has. */
export function profilePrefillValues(
  form: Pick<ContactForm, 'fields' | 'mobileRule'>,
  profile: ProfilePrefill,
) {
  const values: ContactValues = {};
  const details = profile.basicDetails;
  const rule = mobileRuleOf(form);
  for (const field of form.fields) {
    if (field.name === GENDER_FIELD) {
      const gender = optionValueFor(field, details.gender);
      if (gender) values[field.name] = gender;
    } else if (field.name === rule.phoneField && details.mobile.trim()) {
      values[field.name] = details.mobile.trim();
    } else if (field.name === rule.checkboxField && field.type === 'checkbox') {
      values[field.name] = details.isMobile;
    }
  }
  return values;
}

/**
 * The consent media with the profile's secondary SMS consent added (each group's SMS media), or
 * null when the profile has none to add or they are ticked already.
 */
export function profileSmsConsentValues(
  form: Pick<ContactForm, 'consentGroups'>,
  profile: ProfilePrefill,
  current: ContactValues,
): ContactValues | null {
  if (!profile.basicDetails.secondaryConsent.isSecondaryContactMediumSMS) return null;
  const values: ContactValues = {};
  for (const group of form.consentGroups) {
    if (group.hideFromUI) continue;
    const name = consentMediumFieldName(group);
    const ticked = listOf(current, name);
    const sms = group.consentMediumList.filter((medium) => isSmsMedium(medium)).map((medium) => medium.key);
    const missing = sms.filter((key) => !ticked.includes(key));
    if (missing.length > 0) values[name] = [...ticked, ...missing];
  }
  return Object.keys(values).length > 0 ? values : null;
}
