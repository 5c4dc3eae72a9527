import type { ContactForm, FormField } from '../../content-model/form';
import type { JourneyType } from '../../content-model/study';
import { hasValue, type ContactValues } from './contact-values';
import { stateCodeOf } from './us-states';

/*
 * Field locks:
 *  - a state field is locked when the geolocated state matches one of its options, on journey 01,
 *    for the state fields of the form's fixed list (stateLockFields) — except CaregiverState once a
 *    caregiver zip (CaregiverZipCode) has a value;
 *  - a zip field is locked when it was prepopulated and is read-only, or when geolocation filled it.
 */

export const CAREGIVER_STATE_FIELD = 'CaregiverState';
export const CAREGIVER_ZIP_FIELD = 'CaregiverZipCode';

export interface LockInput {
  journeyType: JourneyType;
  values: ContactValues;
  /** The state geolocation found (code or name); null/undefined when none. */
  geolocatedState?: string | null;
  /** The values of the state dropdown's options (codes or names), e.g. from the states list. */
  stateOptions: readonly string[];
  /** Fields that received a prefilled value (screener or profile). */
  prefilledFields: readonly string[];
  /** Fields geolocation filled. */
  geolocationFilledFields: readonly string[];
}

function sameState(a: string, b: string): boolean {
  const codeA = stateCodeOf(a) ?? a.trim().toUpperCase();
  const codeB = stateCodeOf(b) ?? b.trim().toUpperCase();
  return codeA === codeB;
}

export function isStateLocked(
  form: Pick<ContactForm, 'stateLockFields'>,
  fieldName: string,
  input: LockInput,
): boolean {
  if (input.journeyType !== '01' || !input.geolocatedState) return false;
  if (!form.stateLockFields.includes(fieldName)) return false;
  if (fieldName === CAREGIVER_STATE_FIELD && hasValue(input.values, CAREGIVER_ZIP_FIELD)) return false;
  const geolocated = input.geolocatedState;
  return input.stateOptions.some((option) => sameState(option, geolocated));
}

export function isZipLocked(field: Pick<FormField, 'name' | 'readOnly'>, input: LockInput): boolean {
  return (
    (field.readOnly && input.prefilledFields.includes(field.name)) ||
    input.geolocationFilledFields.includes(field.name)
  );
}

/** Whether a field name is a zip field (by the spec's names: Zipcode, ZipCode, CaregiverZipCode, …). */
export function isZipFieldName(name: string): boolean {
  return /zip/i.test(name);
}

/** Whether a field name is a state field (State, CaregiverState, ParticipantState, ParentState, …). */
export function isStateFieldName(name: string): boolean {
  return /state$/i.test(name);
}

/** The names of the form's fields that are locked now. */
export function lockedFieldNames(form: ContactForm, input: LockInput): string[] {
  return form.fields
    .filter((field) =>
      isStateFieldName(field.name)
        ? isStateLocked(form, field.name, input)
        : isZipFieldName(field.name) && isZipLocked(field, input),
    )
    .map((field) => field.name);
}
