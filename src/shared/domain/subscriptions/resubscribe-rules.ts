/*
 * The resubscribe form's rules (the validation rule "Unsubscribe/resubscribe email"): the email
 * is required only when content says so; a typed email must match the
 * configured pattern; the consent box is required only when configured. Messages come from
 * content, with the caller's (localised) fallbacks. Validation runs on the Resubscribe click.
 */

/** The server-failure wording when content gives none. */
export const DEFAULT_RESUBSCRIBE_SERVER_MESSAGE = 'You have entered an incorrect email address';

/** Used when content configures no pattern (or one that does not compile): one @, a dot after it. */
export const DEFAULT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/i;

export interface ResubscribeRuleConfig {
  emailRequired?: boolean;
  emailRequiredMessage?: string;
  /** A regular expression's source, as content stores it. */
  emailRegex?: string;
  emailInvalidMessage?: string;
  consentRequired?: boolean;
  consentRequiredMessage?: string;
  serverErrorMessage?: string;
}

/** The built-in messages of the current language, used for empty content messages. */
export interface ResubscribeFallbacks {
  required: string;
  invalidEmail: string;
  consentRequired: string;
  serverError: string;
}

export interface ResubscribeValues {
  email?: string;
  consent?: boolean;
}

export type ResubscribeErrors = Partial<Record<keyof ResubscribeValues, string>>;

const orFallback = (configured: string | undefined, fallback: string) =>
  configured && configured.trim() !== '' ? configured : fallback;

/** The configured pattern, or the default one when it is empty or not a valid expression. */
export function emailPatternOf(source: string | undefined): RegExp {
  if (!source || source.trim() === '') return DEFAULT_EMAIL_PATTERN;
  try {
    return new RegExp(source);
  } catch {
    return DEFAULT_EMAIL_PATTERN;
  }
}

export function validateEmail(
  email: string | undefined,
  config: ResubscribeRuleConfig,
  fallbacks: ResubscribeFallbacks,
): string | undefined {
  const value = (email ?? '').trim();
  if (value === '') {
    return config.emailRequired ? orFallback(config.emailRequiredMessage, fallbacks.required) : undefined;
  }
  if (!emailPatternOf(config.emailRegex).test(value)) {
    return orFallback(config.emailInvalidMessage, fallbacks.invalidEmail);
  }
  return undefined;
}

export function validateConsent(
  consent: boolean | undefined,
  config: ResubscribeRuleConfig,
  fallbacks: ResubscribeFallbacks,
): string | undefined {
  if (!config.consentRequired || consent === true) return undefined;
  return orFallback(config.consentRequiredMessage, fallbacks.consentRequired);
}

/** Every field's message; an empty object means the form may be sent. */
export function validateResubscribe(
  values: ResubscribeValues,
  config: ResubscribeRuleConfig,
  fallbacks: ResubscribeFallbacks,
): ResubscribeErrors {
  const errors: ResubscribeErrors = {};
  const email = validateEmail(values.email, config, fallbacks);
  const consent = validateConsent(values.consent, config, fallbacks);
  if (email) errors.email = email;
  if (consent) errors.consent = consent;
  return errors;
}

/** A refused or failed resubscribe puts this message on the email field. */
export function resubscribeServerMessage(
  config: ResubscribeRuleConfig,
  fallbacks: Pick<ResubscribeFallbacks, 'serverError'>,
): string {
  return orFallback(config.serverErrorMessage, fallbacks.serverError);
}
