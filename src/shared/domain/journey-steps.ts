import * as z from 'zod/mini';
import { localizePath, type Language } from '../content-model/language';
import type { StudySettings } from '../content-model/study';
import type { PatientType } from './journey-roles';
import { lazySchema } from '../lazy-schema';

/**
 * The steps a journey passes through ("journey steps are stored in cookies"). The value is what the
 * journeyStep cookie and the server store.
 */
export const JOURNEY_STEPS = [
  'home',
  'participant-type',
  'pre-screener',
  'contact-info',
  'site-selection',
  'outcome',
] as const;
export const journeyStepSchema = lazySchema(() => z.enum(JOURNEY_STEPS));
export type JourneyStep = z.infer<typeof journeyStepSchema>;

export function isJourneyStep(value: unknown): value is JourneyStep {
  return typeof value === 'string' && (JOURNEY_STEPS as readonly string[]).includes(value);
}

/** A stored step (cookie, server answer) as a step, or null when absent or unknown. */
export function parseJourneyStep(value: string | null | undefined): JourneyStep | null {
  return isJourneyStep(value) ? value : null;
}

/** The study fields a step URL depends on. */
export type StepStudy = Pick<StudySettings, 'rootPath'> &
  Partial<Pick<StudySettings, 'enableScreenerLandingPage'>>;

/** Where the contact form goes when the patient type is not known (adults register themselves). */
export const DEFAULT_PATIENT_TYPE: PatientType = 'adult';

function join(root: string, ...segments: string[]): string {
  const base = root === '/' ? '' : root.replace(/\/+$/, '');
  return `${base}/${segments.join('/')}`;
}

function preScreenerPath(study: StepStudy, patientType: PatientType | null): string {
  if (patientType) return join(study.rootPath, patientType);
  // Without a type the questionnaire is on the home page (landing-page studies) or behind the question.
  return study.enableScreenerLandingPage ? study.rootPath : join(study.rootPath, 'participant-type');
}

function unprefixedStepUrl(step: JourneyStep, study: StepStudy, patientType: PatientType | null): string {
  switch (step) {
    case 'participant-type':
      return join(study.rootPath, 'participant-type');
    case 'pre-screener':
      return preScreenerPath(study, patientType);
    case 'contact-info':
      return join(study.rootPath, 'contact-info', patientType ?? DEFAULT_PATIENT_TYPE);
    case 'site-selection':
      return join(study.rootPath, 'site-selection', patientType ?? DEFAULT_PATIENT_TYPE);
    // An outcome clears the step, so nothing resumes "to" it: the study's home is the answer.
    case 'home':
    case 'outcome':
      return study.rootPath;
  }
}

/**
 * The page a saved step resumes to, e.g. ('contact-info', {rootPath:'/asthma-study'}, 'minor')
 * → '/asthma-study/contact-info/minor'. With a language the locale prefix is added ('/es/…').
 */
export function stepUrl(
  step: JourneyStep,
  study: StepStudy,
  patientType: PatientType | null,
  language?: Language,
): string {
  const path = unprefixedStepUrl(step, study, patientType);
  return language ? localizePath(path, language) : path;
}
