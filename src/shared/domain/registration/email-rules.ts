/*
 * The registry's email rules: the registration start, the profile modal, the change-email dialog and the
 * profile save. Content configures the regex and most messages; these are the spec's built-in fallbacks.
 */

/** "a case-insensitive email fallback regex" and the change-email dialog's "standard pattern". */
export const STANDARD_EMAIL_PATTERN = /^[a-z0-9._%+'-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

export const EMAIL_NOT_FOUND_MESSAGE = 'The email you entered does not exist. Please sign up.';
export const SAME_EMAIL_MESSAGE = 'Please enter a different email address.';
export const EMAIL_ALREADY_EXISTS_MESSAGE = 'Email already exists';
export const EMAIL_LINKED_TO_ANOTHER_ACCOUNT_MESSAGE = 'entered email address is linked to another account';
export const INVALID_DAY_MONTH_MESSAGE = 'Please provide a valid day/month combination.';

/** Compiles a content regex; a missing or broken one falls back to the standard pattern. */
export function emailPattern(contentRegex?: string): RegExp {
  if (!contentRegex) return STANDARD_EMAIL_PATTERN;
  try {
    return new RegExp(contentRegex, 'i');
  } catch {
    return STANDARD_EMAIL_PATTERN;
  }
}

export interface EmailRuleMessages {
  /** Shown when the field is empty (the profile modal's errorFormatMsg). */
  required: string;
  /** Shown when the address does not match. */
  invalid: string;
}

/** The profile modal and registration start: required, then the content (or fallback) regex. */
export function emailError(
  value: string,
  messages: EmailRuleMessages,
  contentRegex?: string,
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return messages.required;
  return emailPattern(contentRegex).test(trimmed) ? undefined : messages.invalid;
}

export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The change-email dialog before its lookup: the standard pattern, and different from the current
 * address. (The lookup's "already exists", and a failed lookup, give EMAIL_ALREADY_EXISTS_MESSAGE.)
 */
export function changeEmailError(
  value: string,
  current: string,
  invalidMessage: string,
  sameMessage: string = SAME_EMAIL_MESSAGE,
): string | undefined {
  if (!STANDARD_EMAIL_PATTERN.test(value.trim())) return invalidMessage;
  return sameEmail(value, current) ? sameMessage : undefined;
}
