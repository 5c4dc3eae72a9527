import type { ContactForm } from '../../shared/content-model/form';
import {
  DOB_PART_FIELDS,
  textOf,
  type ContactErrors,
  type ContactValues,
} from '../../shared/domain/contact-form/contact-values';
import { dobFieldOf } from '../../shared/domain/contact-form/dob-rules';
import { validateContactValues } from '../../shared/domain/contact-form/form-rules';
import type { RuleContext } from '../../shared/domain/contact-form/rule-context';
import { INVALID_DAY_MONTH_MESSAGE, sameEmail } from '../../shared/domain/registration/email-rules';

/*
 * The profile form's rules: the contact form's (names, phone, zip, date of birth with its age range, SMS
 * without mobile with the profile default message, consent groups), with the registry's own message for a day
 * the month does not have, and the linked address the last save was refused for.
 */

/**
 * My Profile is not a journey page: no journey-01 state lock or address-zip match (those need a
 * geolocated visitor), the adult range unless content configures the registry's 18 to 100.
 */
export function profileRuleContext(now: Date): RuleContext {
  return { formType: 'adult', minorPath: false, screenerQualified: false, journeyType: '02', now };
}

/** Day, Month and Year are numbers, but no such date exists (31 April, 29 February 2023). */
export function isImpossibleDate(values: ContactValues): boolean {
  const [day, month, year] = [DOB_PART_FIELDS.day, DOB_PART_FIELDS.month, DOB_PART_FIELDS.year].map((name) =>
    Number(textOf(values, name)),
  );
  if (!day || !month || !year || !Number.isInteger(day + month + year)) return false;
  return day > new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export interface LinkedEmail {
  email: string;
  message: string;
}

export function profileFormErrors(
  form: ContactForm,
  values: ContactValues,
  ctx: RuleContext,
  linked: LinkedEmail | null,
  invalidDateMessage: string = INVALID_DAY_MONTH_MESSAGE,
): ContactErrors {
  const errors = validateContactValues(form, values, ctx);
  const dob = dobFieldOf(form);
  if (dob && isImpossibleDate(values)) errors[dob.name] = invalidDateMessage;
  // The refused address stays marked until it is changed.
  if (linked && !errors.Email && sameEmail(textOf(values, 'Email'), linked.email))
    errors.Email = linked.message;
  return errors;
}
