import type { ContactForm } from '../../shared/content-model/form';
import type { BasicDetails } from '../../shared/contracts/profile-scalars';
import {
  consentMediumFieldName,
  isSmsMedium,
  tickedMediumKeys,
} from '../../shared/domain/contact-form/consent-rules';
import {
  DOB_PART_FIELDS,
  isTicked,
  textOf,
  type ContactValues,
} from '../../shared/domain/contact-form/contact-values';
import { GENDER_FIELD, optionValueFor } from '../../shared/domain/contact-form/prefill';
import type { ProfileSaveFields } from './profile-slice';

/*
 * The profile contact form ↔ the profile ↔ UpdateProfileDetails. The form's values use the spec's names; the
 * consent media live in the consent groups' medium lists as on every contact form.
 */

/** 'YYYY-MM-DD' → the DOB dropdowns' values ('1'..'31', '1'..'12', yyyy); empty when unknown. */
export function dobValuesOf(dob: string): ContactValues {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob.trim());
  if (!match) return { [DOB_PART_FIELDS.day]: '', [DOB_PART_FIELDS.month]: '', [DOB_PART_FIELDS.year]: '' };
  return {
    [DOB_PART_FIELDS.day]: String(Number(match[3])),
    [DOB_PART_FIELDS.month]: String(Number(match[2])),
    [DOB_PART_FIELDS.year]: match[1] ?? '',
  };
}

/** Every field but the consents (those are prefilled 1.5 s later, as the spec says). */
export function profileFormValues(form: Pick<ContactForm, 'fields'>, details: BasicDetails): ContactValues {
  const gender = form.fields.find((field) => field.name === GENDER_FIELD);
  return {
    FirstName: details.firstName,
    LastName: details.lastName,
    ContactNumber: details.mobile,
    CrAddress: details.address,
    City: details.city,
    State: details.state,
    Zipcode: details.zipCode,
    ...dobValuesOf(details.dob),
    [GENDER_FIELD]: gender ? optionValueFor(gender, details.gender) : details.gender,
    Email: details.email,
    isMobile: details.isMobile,
  };
}

/** The consent groups as the profile answered them (each medium, and SMS from the secondary consent). */
export function profileConsentValues(
  form: Pick<ContactForm, 'consentGroups'>,
  details: BasicDetails,
): ContactValues {
  const { media, isSecondaryContactMediumSMS } = details.secondaryConsent;
  const values: ContactValues = {};
  for (const group of form.consentGroups) {
    const ticked = group.consentMediumList
      .filter((medium) => media[medium.key] === true || (isSmsMedium(medium) && isSecondaryContactMediumSMS))
      .map((medium) => medium.key);
    if (group.consentMediumList.length > 0) values[consentMediumFieldName(group)] = ticked;
    if (!group.hideConsentCheckbox) values[group.key] = ticked.length > 0;
  }
  return values;
}

/** The form's values as UpdateProfileDetails takes them (without token, site and language). */
export function profileSaveFieldsOf(
  form: Pick<ContactForm, 'consentGroups'>,
  values: ContactValues,
): ProfileSaveFields {
  const consents: Record<string, boolean> = {};
  let sms = false;
  for (const group of form.consentGroups) {
    const ticked = new Set(tickedMediumKeys(group, values));
    for (const medium of group.consentMediumList) {
      consents[medium.key] = (consents[medium.key] ?? false) || ticked.has(medium.key);
      if (isSmsMedium(medium) && ticked.has(medium.key)) sms = true;
    }
  }
  return {
    FirstName: textOf(values, 'FirstName'),
    LastName: textOf(values, 'LastName'),
    ContactNumber: textOf(values, 'ContactNumber'),
    CrAddress: textOf(values, 'CrAddress'),
    City: textOf(values, 'City'),
    State: textOf(values, 'State'),
    Zipcode: textOf(values, 'Zipcode'),
    Day: textOf(values, DOB_PART_FIELDS.day),
    Month: textOf(values, DOB_PART_FIELDS.month),
    Year: textOf(values, DOB_PART_FIELDS.year),
    Gender: textOf(values, GENDER_FIELD),
    Email: textOf(values, 'Email'),
    isMobile: isTicked(values, 'isMobile'),
    SecondaryConsentMediumSMS: sms,
    consents,
  };
}
