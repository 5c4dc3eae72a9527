import type { ContactForm } from '../../shared/content-model/form';
import { consentMediumFieldName } from '../../shared/domain/contact-form/consent-rules';
import {
  DOB_PART_FIELDS,
  EMAIL_FIELD,
  isTicked,
  listOf,
  PARTICIPANT_NAME_FIELDS,
  textOf,
  type ContactFormType,
  type ContactValues,
} from '../../shared/domain/contact-form/contact-values';

/*
 * Who a contact form is about, as the returning-user check matches it: the delegate's or adult's
 * email (trimmed, lower-cased) and, on the caregiver and minor forms, the participant's names
 * (compared case-insensitively) and date of birth (compared as numbers: '03' = '3').
 */

export interface ContactIdentity {
  formType: ContactFormType;
  email: string;
  firstName: string | null;
  lastName: string | null;
  day: number | null;
  month: number | null;
  year: number | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizeName(name: string | undefined | null): string | null {
  const trimmed = name?.trim().replace(/\s+/g, ' ').toLowerCase() ?? '';
  return trimmed.length > 0 ? trimmed : null;
}

export function datePart(part: string | undefined | null): number | null {
  const text = part?.trim() ?? '';
  if (!/^\d{1,4}$/.test(text)) return null;
  return Number(text);
}

/** True for the forms filled in by a delegate (caregiver, parent of a minor). */
export function isDelegateForm(formType: ContactFormType): boolean {
  return formType !== 'adult';
}

/** The identity in a form's values (the email field must be valid already). */
export function identityOfValues(formType: ContactFormType, values: ContactValues): ContactIdentity {
  const delegate = isDelegateForm(formType);
  return {
    formType,
    email: normalizeEmail(textOf(values, EMAIL_FIELD[formType])),
    firstName: delegate ? normalizeName(textOf(values, PARTICIPANT_NAME_FIELDS.firstName)) : null,
    lastName: delegate ? normalizeName(textOf(values, PARTICIPANT_NAME_FIELDS.lastName)) : null,
    day: delegate ? datePart(textOf(values, DOB_PART_FIELDS.day)) : null,
    month: delegate ? datePart(textOf(values, DOB_PART_FIELDS.month)) : null,
    year: delegate ? datePart(textOf(values, DOB_PART_FIELDS.year)) : null,
  };
}

export interface ContactConsents {
  primary: boolean | null;
  secondary: boolean | null;
  secondaryMedium: string | null;
}

/**
 * The consents given on the form: the first consent group is the primary consent, the second
 * the secondary one (null when the form has no such group). The media are the secondary group's
 * ticked medium keys (SecondaryConsentMedium on the seeded adult form).
 */
export function consentsOfValues(
  form: Pick<ContactForm, 'consentGroups'>,
  values: ContactValues,
): ContactConsents {
  const [primary, secondary] = form.consentGroups;
  const media = secondary ? listOf(values, consentMediumFieldName(secondary)) : [];
  return {
    primary: primary ? isTicked(values, primary.key) : null,
    secondary: secondary ? isTicked(values, secondary.key) : null,
    secondaryMedium: media.length > 0 ? media.join(',') : null,
  };
}
