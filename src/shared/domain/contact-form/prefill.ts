import type { ContactForm, FormField, ScreenerPrefillKey } from '../../content-model/form';
import type { ScreenerOutput } from '../screener-output';
import { DOB_PART_FIELDS, type ContactValues } from './contact-values';
import { dobPartFieldNames, dobPartsOf } from './dob-rules';
import { isZipFieldName } from './field-locks';

/*
 * §5: "Fields may be prepopulated from the screener and set read-only (per-field settings)." A field
 * with prefillFromScreener takes the screener output's value: a DOB field its d / m / y parts (as
 * '1'..'31', '1'..'12', yyyy), any other field the key it names (screenerKey), a zip field zipCode
 * by default. A read-only field is read-only only once it actually received a value, so a missing
 * screener answer never leaves a required field that cannot be filled.
 */

export type ScreenerAnswers = Partial<
  Pick<ScreenerOutput, 'd' | 'm' | 'y' | 'zipCode' | 'g' | 'r' | 'ed' | 'cm' | 'b' | 'et' | 'ch'>
>;

function prefillKeyOf(field: FormField): ScreenerPrefillKey | null {
  if (field.screenerKey) return field.screenerKey;
  if (field.type === 'DOB') return 'dob';
  return isZipFieldName(field.name) ? 'zipCode' : null;
}

function withoutLeadingZeros(part: string | undefined): string {
  const trimmed = (part ?? '').trim();
  return /^\d+$/.test(trimmed) ? String(Number(trimmed)) : trimmed;
}

/** The values the screener prefills; only non-empty ones. */
export function screenerPrefillValues(
  form: Pick<ContactForm, 'fields'>,
  answers: ScreenerAnswers | null,
): ContactValues {
  const values: ContactValues = {};
  if (!answers) return values;
  for (const field of form.fields) {
    if (!field.prefillFromScreener) continue;
    const key = prefillKeyOf(field);
    if (key === 'dob') {
      const parts: Record<string, string> = {
        [DOB_PART_FIELDS.day]: withoutLeadingZeros(answers.d),
        [DOB_PART_FIELDS.month]: withoutLeadingZeros(answers.m),
        [DOB_PART_FIELDS.year]: (answers.y ?? '').trim(),
      };
      const names = dobPartFieldNames(dobPartsOf(field));
      if (names.every((name) => parts[name])) for (const name of names) values[name] = parts[name];
    } else if (key) {
      const answer = (answers[key] ?? '').trim();
      if (answer) values[field.name] = answer;
    }
  }
  return values;
}

/** The field names a prefill filled (a DOB field counts as filled when its parts are). */
export function prefilledFieldNames(form: Pick<ContactForm, 'fields'>, prefill: ContactValues): string[] {
  return form.fields
    .filter((field) =>
      field.type === 'DOB'
        ? dobPartFieldNames(dobPartsOf(field)).every((name) => prefill[name] !== undefined)
        : prefill[field.name] !== undefined,
    )
    .map((field) => field.name);
}

/** Whether a field is shown read-only: configured so and prefilled. */
export function isReadOnlyField(
  field: Pick<FormField, 'name' | 'readOnly'>,
  prefilled: readonly string[],
): boolean {
  return field.readOnly && prefilled.includes(field.name);
}
