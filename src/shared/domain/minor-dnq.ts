import type { PatientType } from './journey-roles';
import type { GenericAnswer } from './screener-output';

/*
 * Which minor-DNQ outcome (`/minor-dnq/{type}`) a screener's answers lead to. These are rules
 * about who may answer for whom, so they apply before, and whatever, the study's criteria:
 *  - adult ("Myself") with a date of birth under 18: a child cannot take part on their own → adult;
 *  - caregiver with a date of birth under 18: a child needs a parent or legal guardian → caregiver;
 *  - minor ("My child") whose answerer says they are not the parent or legal guardian → guardian;
 *  - minor with a date of birth of 18 or over: not a child, so not the minor journey → not_in_range;
 *  - minor under 18 on a study that accepts no minors → minor.
 * null: no minor rule applies; the study's own criteria decide (qualified or /dnq/{type}).
 */

export const ADULT_AGE = 18;
/** The optional screener question "Are you the child's parent or legal guardian?" (yes / no). */
export const GUARDIAN_QUESTION = 'guardian';

export type MinorDnqVariant = 'adult' | 'minor' | 'caregiver' | 'guardian' | 'not_in_range';

export interface MinorDnqInput {
  patientType: PatientType;
  /** The participant's age in full years (the output's ac); null when unknown. */
  age: number | null;
  genericAnswers: readonly GenericAnswer[];
  /** The study has a protocol open to people under 18. */
  acceptsMinors: boolean;
}

/** The age the output's `ac` carries, or null when it is missing or not a whole number. */
export function ageOf(ac: string | undefined): number | null {
  if (ac === undefined || !/^\d{1,3}$/.test(ac.trim())) return null;
  return Number(ac.trim());
}

export function minorDnqVariant(input: MinorDnqInput): MinorDnqVariant | null {
  const { patientType, age } = input;
  const child = age !== null && age < ADULT_AGE;
  if (patientType === 'adult') return child ? 'adult' : null;
  if (patientType === 'caregiver') return child ? 'caregiver' : null;
  const guardian = input.genericAnswers.find((answer) => answer.question === GUARDIAN_QUESTION);
  if (guardian?.answer.trim().toLowerCase() === 'no') return 'guardian';
  if (age !== null && !child) return 'not_in_range';
  return child && !input.acceptsMinors ? 'minor' : null;
}
