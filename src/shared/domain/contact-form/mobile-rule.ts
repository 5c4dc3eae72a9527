import type { ContactForm, MobileRule } from '../../content-model/form';
import {
  isTicked,
  textOf,
  MOBILE_FLAG_FIELD,
  type ContactErrors,
  type ContactValues,
} from './contact-values';
import { anySmsConsentTicked } from './consent-rules';
import { REQUIRED_FIELD_MESSAGE, SMS_NEEDS_MOBILE_MESSAGE } from './messages';

/*
 * "Mobile-number message depends on SMS consent; a mobile-number checkbox is required
 * (configured message) when any SMS consent box is ticked." With an SMS medium ticked:
 *  - the mobile checkbox (isMobile by default) must be ticked: checkboxRequiredMessage, else the
 *    profile variant's default;
 *  - the phone number (ContactNumber by default) must be given: smsPhoneMessage, else the phone
 *    field's required message, else 'This is required field'.
 * Applies to the fields the form actually has.
 */

export const DEFAULT_MOBILE_RULE: MobileRule = {
  phoneField: 'ContactNumber',
  checkboxField: MOBILE_FLAG_FIELD,
};

export function mobileRuleOf(form: Pick<ContactForm, 'mobileRule'>): MobileRule {
  return form.mobileRule ?? DEFAULT_MOBILE_RULE;
}

export function mobileErrors(form: ContactForm, values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!anySmsConsentTicked(form, values)) return errors;
  const rule = mobileRuleOf(form);
  const phone = form.fields.find((field) => field.name === rule.phoneField);
  if (phone && textOf(values, phone.name) === '') {
    errors[phone.name] = rule.smsPhoneMessage || phone.requiredMessage || REQUIRED_FIELD_MESSAGE;
  }
  const checkbox = form.fields.find((field) => field.name === rule.checkboxField);
  if (checkbox && !isTicked(values, checkbox.name)) {
    errors[checkbox.name] = rule.checkboxRequiredMessage || SMS_NEEDS_MOBILE_MESSAGE;
  }
  return errors;
}
