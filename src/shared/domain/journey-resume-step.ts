import type { JourneyStep } from './journey-steps';

/** The steps a journey is at before its contact details are given. */
const BEFORE_CONTACT: ReadonlySet<JourneyStep | null> = new Set<JourneyStep | null>([
  null,
  'home',
  'participant-type',
  'pre-screener',
  'contact-info',
]);

const BEFORE_FORM: ReadonlySet<JourneyStep | null> = new Set<JourneyStep | null>([
  null,
  'home',
  'participant-type',
  'pre-screener',
]);

/**
 * Where a journey continues, from its saved step and what was already given. The saved step is
 * the last page reached ("contact-info" both while typing and once submitted), so it alone
 * cannot tell a sent form from an unsent one: once the contact details are stored the journey
 * continues at site selection, never at the form already sent; once the questionnaire qualified,
 * at the contact form rather than the questionnaire again.
 */
export function resumeStepOf(
  step: JourneyStep | null,
  given: { contact: boolean; qualified: boolean },
): JourneyStep | null {
  if (given.contact && BEFORE_CONTACT.has(step)) return 'site-selection';
  if (given.qualified && BEFORE_FORM.has(step)) return 'contact-info';
  return step;
}
