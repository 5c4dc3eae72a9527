/*
 * The registration wizard's steps and routes ("Registration wizard",
 * "Wizard: 5 steps"): /register/{step}, then /thank-you. A route that is neither resets the
 * registration state.
 */

export const WIZARD_STEPS = [
  'about-you',
  'patient-enquiries',
  'conditions',
  'location',
  'contact-preference',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;
export const THANK_YOU_PATH = '/thank-you';
/** Where the registration start goes when content names no next link. */
export const DEFAULT_REGISTRATION_NEXT_LINK = '/register/about-you';
/** The registration start's element id. */
export const REGISTRATION_ANCHOR = 'cr-registration';
/** A Back link equal to this placeholder (or empty) means the browser's back. */
export const HOST_PLACEHOLDER = '{host}';

export function wizardStepPath(step: WizardStep): string {
  return `/register/${step}`;
}

/** 1-based, for the progress indicator. */
export function stepNumber(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step) + 1;
}

export function nextWizardStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

/** The step of a locale-free content path ('/register/location' → 'location'), else null. */
export function wizardStepOfPath(path: string): WizardStep | null {
  const match = /^\/register\/([a-z-]+)\/?$/.exec(path);
  const candidate = match?.[1];
  return (WIZARD_STEPS as readonly string[]).includes(candidate ?? '') ? (candidate as WizardStep) : null;
}

/** The routes that keep the registration state: the wizard's steps and the thank-you page. */
export function isRegistrationPath(path: string): boolean {
  return wizardStepOfPath(path) !== null || path.replace(/\/+$/, '') === THANK_YOU_PATH;
}

/** Back uses the browser history when its link is empty or is the {host} placeholder. */
export function backUsesHistory(link: string | undefined): boolean {
  const trimmed = (link ?? '').trim();
  return trimmed === '' || trimmed === HOST_PLACEHOLDER;
}

/**
 * Where a person who opened `requested` directly must go instead: 'start' when the registration
 * start (email and consent) was never done, else the first earlier step not completed; null when
 * every earlier step is done and `requested` may show.
 */
export function firstIncompleteStep(
  startDone: boolean,
  completed: readonly WizardStep[],
  requested: WizardStep,
): WizardStep | 'start' | null {
  if (!startDone) return 'start';
  for (const step of WIZARD_STEPS) {
    if (step === requested) return null;
    if (!completed.includes(step)) return step;
  }
  return null;
}
