import { CONTACT_FORM_TYPES, type ContactFormType } from '../../content-model/form';

/*
 * "Contact forms": the values a contact form holds, by the spec's field names, and the names every part of
 * the form (UI, sagas, server) agrees on.
 *
 * Naming of values that are not content fields:
 *  - DOB parts: `Day`, `Month`, `Year` (strings, '1'..'31', '1'..'12', four-digit year);
 *  - a consent group's checkbox: `values[group.key]` (boolean);
 *  - a consent group's ticked media: `values[consentMediumFieldName(group)]` (string[] of medium keys),
 *    `SecondaryConsentMedium` for the seeded secondary consent.
 * Names never contain '.', which final-form would read as a nested path.
 */

export { CONTACT_FORM_TYPES, type ContactFormType };

export type ContactValue = string | boolean | string[];
export type ContactValues = Record<string, ContactValue | undefined>;
/** Field name → message. */
export type ContactErrors = Record<string, string>;

/** The field the participant check watches (the submit flow's step 1 and its validation rule). */
export const EMAIL_FIELD: Record<ContactFormType, 'Email' | 'CaregiverEmail' | 'ParentEmail'> = {
  adult: 'Email',
  caregiver: 'CaregiverEmail',
  minor: 'ParentEmail',
};

export interface AddressFieldGroup {
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** Each form's address fields (the caregiver form has two groups: caregiver, then participant). */
export const ADDRESS_FIELDS: Record<ContactFormType, AddressFieldGroup[]> = {
  adult: [{ address: 'Address', city: 'City', state: 'State', zip: 'Zipcode' }],
  caregiver: [
    { address: 'CaregiverAddress', city: 'CaregiverCity', state: 'CaregiverState', zip: 'CaregiverZipCode' },
    {
      address: 'ParticipantAddress',
      city: 'ParticipantCity',
      state: 'ParticipantState',
      zip: 'ParticipantZipcode',
    },
  ],
  minor: [{ address: 'ParentAddress', city: 'ParentCity', state: 'ParentState', zip: 'ZipCode' }],
};

/** The participant's names on the caregiver and minor forms. */
export const PARTICIPANT_NAME_FIELDS = {
  firstName: 'ParticipantFirstName',
  lastName: 'ParticipantLastName',
} as const;

/** The date-of-birth parts. */
export const DOB_PART_FIELDS = { day: 'Day', month: 'Month', year: 'Year' } as const;

/** The adult form's mobile flag and the phone number it qualifies (the spec's isMobile field). */
export const MOBILE_FLAG_FIELD = 'isMobile';

/** The trimmed text of a value; '' for booleans, lists and missing values. */
export function textOf(values: ContactValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** True only for a ticked checkbox (boolean true, or the strings 'true' / 'on' a form may post). */
export function isTicked(values: ContactValues, name: string): boolean {
  const value = values[name];
  return value === true || value === 'true' || value === 'on';
}

/** The selected entries of a multi-value field; a single string counts as one entry. */
export function listOf(values: ContactValues, name: string): string[] {
  const value = values[name];
  if (Array.isArray(value)) return value.filter((entry) => entry.trim().length > 0);
  if (typeof value === 'string' && value.trim().length > 0) return [value.trim()];
  return [];
}

/** Whether a value counts as given (non-blank text, ticked box or a non-empty list). */
export function hasValue(values: ContactValues, name: string): boolean {
  const value = values[name];
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return listOf(values, name).length > 0;
  return typeof value === 'string' && value.trim().length > 0;
}

/** Every address/city/state/zip name of a form type, for matching a field to its role. */
export function addressGroupOf(formType: ContactFormType, fieldName: string): AddressFieldGroup | null {
  return (
    ADDRESS_FIELDS[formType].find((group) =>
      [group.address, group.city, group.state, group.zip].includes(fieldName),
    ) ?? null
  );
}
