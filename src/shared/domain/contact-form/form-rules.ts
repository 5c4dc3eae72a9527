import type { ContactForm } from '../../content-model/form';
import { addressZipErrors } from './address-zip-match';
import { consentErrors } from './consent-rules';
import type { ContactErrors, ContactValues } from './contact-values';
import { dobError } from './dob-rules';
import { fieldError } from './field-rules';
import { mobileErrors } from './mobile-rule';
import type { RuleContext } from './rule-context';
import { stateZipErrors } from './state-zip';

/*
 * All validation rules of a contact form in one call: used by react-final-form's `validate` (on every
 * change) and by the server on submit. Errors are keyed by field name (a DOB field's error by the
 * DOB field's own name; consent errors by the group key or its medium field name). Per field the
 * first failing rule wins, in this order: the field's own rule (required, regex, maxLength, options,
 * DOB), the mobile rule, the state–zip check, the journey-01 adult zip match; then consent.
 */

function addMissing(errors: ContactErrors, more: ContactErrors): void {
  for (const [name, message] of Object.entries(more)) {
    if (!(name in errors)) errors[name] = message;
  }
}

export function validateContactValues(
  form: ContactForm,
  values: ContactValues,
  ctx: RuleContext,
): ContactErrors {
  const errors: ContactErrors = {};
  const mobile = mobileErrors(form, values);
  for (const field of form.fields) {
    if (field.type === 'sectionHeading') continue;
    const error = field.type === 'DOB' ? dobError(form, field, values, ctx) : fieldError(field, values);
    // The SMS-dependent phone message replaces the plain required message of an empty phone.
    const message = mobile[field.name] ?? error;
    if (message) errors[field.name] = message;
  }
  addMissing(errors, mobile);
  addMissing(errors, stateZipErrors(form, values));
  addMissing(errors, addressZipErrors(form, values, ctx));
  addMissing(errors, consentErrors(form, values));
  return errors;
}

/** Whether the values pass every rule. */
export function isContactValid(form: ContactForm, values: ContactValues, ctx: RuleContext): boolean {
  return Object.keys(validateContactValues(form, values, ctx)).length === 0;
}
