import type { ChoiceFieldConfig, TextFieldConfig } from '../../content-model/registration-fields';
import { REQUIRED_FIELD_MESSAGE } from '../contact-form/messages';

/*
 * The registration wizard's field rules: text inputs (names, zip, phone), single choices (gender, travel
 * distance, home trials) and lists (patient enquiries, conditions). Content configures flags and messages;
 * these are the fallbacks.
 */

/** Not in the spec (it names the message as content only); shown so a failing rule is never silent. */
export const INVALID_VALUE_MESSAGE = 'Please enter a valid value.';

/** A content pattern; a missing or broken one gives null (no content rule). */
export function compilePattern(source: string | undefined, flags = ''): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

/**
 * Text input: blank (whitespace only) is empty → the required message when required;
 * longer than maxLength, not matching the content regex, or not matching `basePattern` (what the
 * server's contract accepts, e.g. 5 digits for a zip) → the invalid message.
 */
export function textFieldError(
  value: string,
  config: TextFieldConfig,
  basePattern?: RegExp,
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return config.required ? config.requiredMessage || REQUIRED_FIELD_MESSAGE : undefined;
  const invalid = config.invalidMessage || INVALID_VALUE_MESSAGE;
  if (config.maxLength !== undefined && trimmed.length > config.maxLength) return invalid;
  const contentPattern = compilePattern(config.regex);
  if (contentPattern && !contentPattern.test(trimmed)) return invalid;
  if (basePattern && !basePattern.test(trimmed)) return invalid;
  return undefined;
}

/** Gender, travel distance, home trials: required when flagged; only a listed option counts. */
export function choiceError(value: string, config: ChoiceFieldConfig): string | undefined {
  if (!config.required) return undefined;
  const given = value.trim();
  const listed = config.options.length === 0 || config.options.some((option) => option.value === given);
  return given !== '' && listed ? undefined : config.requiredMessage || REQUIRED_FIELD_MESSAGE;
}

/** Patient enquiries and conditions: at least one when required. */
export function atLeastOneError(
  selected: readonly string[],
  config: { required: boolean; requiredMessage?: string },
): string | undefined {
  if (!config.required || selected.some((entry) => entry.trim() !== '')) return undefined;
  return config.requiredMessage || REQUIRED_FIELD_MESSAGE;
}

/** Zip code: 5 digits (the server stores nothing else). */
export const ZIP_PATTERN = /^\d{5}$/;
/** What the registration contract accepts for a phone number; the content regex narrows it. */
export const PHONE_PATTERN = /^[0-9+() -]{7,20}$/;
