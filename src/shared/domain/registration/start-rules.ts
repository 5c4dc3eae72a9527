import type { RegistrationStartFields } from '../../content-model/registration-start-fields';
import { REQUIRED_FIELD_MESSAGE } from '../contact-form/messages';
import { emailError } from './email-rules';

/*
 * The registration start ("Registration start" and its rule "Registration email"): the email's
 * required flag, message and regex, and the consent's required flag and
 * message, all configurable; configured domains suggested after the typed '@'.
 */

/** Not in the spec (it names the invalid-email message as content); the fallback. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const MAX_DOMAIN_SUGGESTIONS = 10;

export interface RegistrationStartValues {
  email: string;
  agree: boolean;
}

export function registrationStartErrors(
  values: RegistrationStartValues,
  fields: RegistrationStartFields,
): Partial<Record<keyof RegistrationStartValues, string>> {
  const errors: Partial<Record<keyof RegistrationStartValues, string>> = {};
  const blank = values.email.trim() === '';
  if (fields.isEmailRequired || !blank) {
    const message = emailError(
      values.email,
      {
        required: fields.emailRequiredMessage || REQUIRED_FIELD_MESSAGE,
        invalid: fields.emailInvalidMessage || INVALID_EMAIL_MESSAGE,
      },
      fields.emailRegex,
    );
    if (message) errors.email = message;
  }
  if (fields.isConsentRequired && !values.agree) {
    errors.agree = fields.consentRequiredMessage || REQUIRED_FIELD_MESSAGE;
  }
  return errors;
}

/**
 * The addresses to suggest for what is typed: nothing before an '@'; after it, the configured
 * domains starting with what follows it (case-insensitive), the exact one left out.
 */
export function emailDomainSuggestions(value: string, domains: readonly string[]): string[] {
  const at = value.indexOf('@');
  if (at <= 0 || value.indexOf('@', at + 1) !== -1) return [];
  const local = value.slice(0, at).trim();
  const typed = value
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains
    .filter((domain) => domain.toLowerCase().startsWith(typed) && domain.toLowerCase() !== typed)
    .slice(0, MAX_DOMAIN_SUGGESTIONS)
    .map((domain) => `${local}@${domain}`);
}
