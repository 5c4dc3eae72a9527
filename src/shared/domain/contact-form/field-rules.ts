import type { FormField } from '../../content-model/form';
import { isTicked, listOf, textOf, type ContactValues } from './contact-values';
import { REQUIRED_FIELD_MESSAGE } from './messages';

/*
 * Per-field rules of the non-DOB field types:
 *  - required: the configured required message (default 'This is required field');
 *  - textbox: an optional regular expression (invalid-input message) and a maxLength, configured or
 *    the per-field default below (longer text gets the invalid-input message);
 *  - dropdown / radiobutton: the value must be one of the options when content lists them (state
 *    lists are loaded at run time and then checked by the state rules); the state dropdown's
 *    placeholder value 'none' counts as empty;
 *  - checkbox: required means ticked;
 *  - multicheckbox: at least one selected, always, and each one an option.
 * The invalid-input message falls back to the required message, then 'This is required field'.
 */

/** The state dropdown's placeholder value. */
export const DROPDOWN_PLACEHOLDER_VALUE = 'none';

/** Per-field default maxLength (by the spec's field names), when content configures none. */
const DEFAULT_MAX_LENGTHS: ReadonlyArray<readonly [RegExp, number]> = [
  [/email/i, 100],
  [/zip/i, 10],
  [/(first|last)name/i, 50],
  [/city/i, 50],
  [/address/i, 100],
  [/(number|phone|mobile)/i, 15],
];
export const DEFAULT_TEXT_MAX_LENGTH = 100;

export function maxLengthOf(field: Pick<FormField, 'name' | 'maxLength'>): number {
  if (field.maxLength !== undefined) return field.maxLength;
  return DEFAULT_MAX_LENGTHS.find(([pattern]) => pattern.test(field.name))?.[1] ?? DEFAULT_TEXT_MAX_LENGTH;
}

export function requiredMessageOf(field: Pick<FormField, 'requiredMessage'>): string {
  return field.requiredMessage || REQUIRED_FIELD_MESSAGE;
}

export function invalidMessageOf(field: Pick<FormField, 'invalidMessage' | 'requiredMessage'>): string {
  return field.invalidMessage || field.requiredMessage || REQUIRED_FIELD_MESSAGE;
}

function textboxError(field: FormField, values: ContactValues): string | null {
  const value = textOf(values, field.name);
  if (value === '') return field.required ? requiredMessageOf(field) : null;
  if (value.length > maxLengthOf(field)) return invalidMessageOf(field);
  if (field.regex && !new RegExp(field.regex).test(value)) return invalidMessageOf(field);
  return null;
}

function choiceError(field: FormField, values: ContactValues): string | null {
  const raw = textOf(values, field.name);
  const value = raw === DROPDOWN_PLACEHOLDER_VALUE ? '' : raw;
  if (value === '') return field.required ? requiredMessageOf(field) : null;
  if (field.options.length > 0 && !field.options.some((option) => option.value === value)) {
    return invalidMessageOf(field);
  }
  return null;
}

function multiError(field: FormField, values: ContactValues): string | null {
  const selected = listOf(values, field.name);
  if (selected.length === 0) return requiredMessageOf(field);
  if (field.options.length > 0 && selected.some((value) => !field.options.some((o) => o.value === value))) {
    return invalidMessageOf(field);
  }
  return null;
}

/** The error of one field that is not a DOB or a section heading, or null. */
export function fieldError(field: FormField, values: ContactValues): string | null {
  switch (field.type) {
    case 'textbox':
      return textboxError(field, values);
    case 'dropdown':
    case 'radiobutton':
      return choiceError(field, values);
    case 'checkbox':
      return field.required && !isTicked(values, field.name) ? requiredMessageOf(field) : null;
    case 'multicheckbox':
      return multiError(field, values);
    default:
      return null;
  }
}
