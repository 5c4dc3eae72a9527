import type { ContactForm, DobParts, FormField } from '../../content-model/form';
import { DOB_PART_FIELDS, textOf, type ContactValues } from './contact-values';
import { AGE_RANGE_ERROR, REQUIRED_FIELD_MESSAGE } from './messages';
import type { RuleContext } from './rule-context';

/*
 * The date of birth: Day, Month and Year dropdowns, configurable as 3 parts, 2 parts (month and year) or the
 * year alone. Empty or malformed parts give the invalid-input message; a date that is not a real calendar
 * date, lies in the future or gives an age outside the bounds gives the range message (default 'Age range
 * error').
 *
 * Bounds: adult 18 to min(110, current year − 1923); 0 to 17 on a minor contact-info path; when the
 * screener qualified (pSec) the field's Qualified bounds and message apply, otherwise its
 * Disqualified ones (each bound falling back to the path's default).
 *
 * With 2 parts the day is taken as the 1st, with 1 part the age is current year − birth year.
 */

export const ADULT_MIN_AGE = 18;
export const ADULT_MAX_AGE_CAP = 110;
/** The adult maximum is min(110, current year − 1923). */
export const ADULT_MAX_AGE_BASE_YEAR = 1923;
export const MINOR_MIN_AGE = 0;
export const MINOR_MAX_AGE = 17;

export interface AgeBounds {
  min: number;
  max: number;
  message: string;
}

/** The form's date-of-birth field, if it has one. */
export function dobFieldOf(form: Pick<ContactForm, 'fields'>): FormField | null {
  return form.fields.find((field) => field.type === 'DOB') ?? null;
}

export function dobPartsOf(field: Pick<FormField, 'dobParts'> | null): DobParts {
  return field?.dobParts ?? 3;
}

/** The value names a DOB field with this many parts uses (Day, Month, Year). */
export function dobPartFieldNames(parts: DobParts): string[] {
  if (parts === 1) return [DOB_PART_FIELDS.year];
  if (parts === 2) return [DOB_PART_FIELDS.month, DOB_PART_FIELDS.year];
  return [DOB_PART_FIELDS.day, DOB_PART_FIELDS.month, DOB_PART_FIELDS.year];
}

/** The path's default range, before any configured Qualified / Disqualified bounds. */
export function defaultAgeBounds(minorPath: boolean, now: Date): { min: number; max: number } {
  if (minorPath) return { min: MINOR_MIN_AGE, max: MINOR_MAX_AGE };
  return {
    min: ADULT_MIN_AGE,
    max: Math.min(ADULT_MAX_AGE_CAP, now.getFullYear() - ADULT_MAX_AGE_BASE_YEAR),
  };
}

export function ageBounds(form: Pick<ContactForm, 'fields'>, ctx: RuleContext): AgeBounds {
  const defaults = defaultAgeBounds(ctx.minorPath, ctx.now);
  const field = dobFieldOf(form);
  const configured = ctx.screenerQualified ? field?.qualifiedAge : field?.disqualifiedAge;
  return {
    min: configured?.min ?? defaults.min,
    max: configured?.max ?? defaults.max,
    message: configured?.message || AGE_RANGE_ERROR,
  };
}

/** Day options 1 to 31. */
export function dayOptions(): string[] {
  return Array.from({ length: 31 }, (_, index) => String(index + 1));
}

/** Month values 1 to 12 (their labels are content: the DOB field's options, when given). */
export function monthOptions(): string[] {
  return Array.from({ length: 12 }, (_, index) => String(index + 1));
}

/** The birth years the bounds allow, descending unless the field says ascending. */
export function yearOptions(form: Pick<ContactForm, 'fields'>, ctx: RuleContext): string[] {
  const { min, max } = ageBounds(form, ctx);
  const newest = ctx.now.getFullYear() - min;
  const oldest = ctx.now.getFullYear() - max;
  const years: string[] = [];
  for (let year = newest; year >= oldest; year -= 1) years.push(String(year));
  return dobFieldOf(form)?.yearOrder === 'ascending' ? years.reverse() : years;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Full years between a birth date and `now` (local calendar). */
export function ageInYears(birth: { year: number; month: number; day: number }, now: Date): number {
  const beforeBirthday =
    now.getMonth() + 1 < birth.month || (now.getMonth() + 1 === birth.month && now.getDate() < birth.day);
  return now.getFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

function parsePart(raw: string, pattern: RegExp, min: number, max: number): number | null {
  if (!pattern.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** The invalid-input message of a DOB field, falling back to its required message. */
function invalidMessageOf(field: FormField): string {
  return field.invalidMessage || field.requiredMessage || REQUIRED_FIELD_MESSAGE;
}

/** The DOB error for these values, or null. Reported under the DOB field's own name. */
export function dobError(
  form: Pick<ContactForm, 'fields'>,
  field: FormField,
  values: ContactValues,
  ctx: RuleContext,
): string | null {
  const parts = dobPartsOf(field);
  const names = dobPartFieldNames(parts);
  const raw = names.map((name) => textOf(values, name));
  if (raw.every((part) => part === '')) return field.required ? invalidMessageOf(field) : null;
  if (raw.some((part) => part === '')) return invalidMessageOf(field);

  const year = parsePart(textOf(values, DOB_PART_FIELDS.year), /^\d{4}$/, 1000, 9999);
  const month = parts === 1 ? 1 : parsePart(textOf(values, DOB_PART_FIELDS.month), /^\d{1,2}$/, 1, 12);
  const day = parts === 3 ? parsePart(textOf(values, DOB_PART_FIELDS.day), /^\d{1,2}$/, 1, 31) : 1;
  if (year === null || month === null || day === null) return invalidMessageOf(field);

  const bounds = ageBounds(form, ctx);
  if (day > daysInMonth(year, month)) return bounds.message;

  const nowYear = ctx.now.getFullYear();
  const nowMonth = ctx.now.getMonth() + 1;
  const inFuture =
    parts === 1
      ? year > nowYear
      : year > nowYear ||
        (year === nowYear && (month > nowMonth || (month === nowMonth && day > ctx.now.getDate())));
  if (inFuture) return bounds.message;

  const age = parts === 1 ? nowYear - year : ageInYears({ year, month, day }, ctx.now);
  return age < bounds.min || age > bounds.max ? bounds.message : null;
}
