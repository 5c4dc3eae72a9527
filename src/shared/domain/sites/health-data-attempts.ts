/**
 * The health-data button allows a number of attempts per browser session (sessionStorage, the "hapi attempts"
 * key). The first attempt sets the count from the configured maximum; each attempt uses one; with none left
 * the service is shown as unavailable and the button is disabled.
 */
export const HAPI_ATTEMPTS_KEY = 'hapiAttempts';
/** The component's default when nothing is configured. */
export const DEFAULT_HAPI_ATTEMPTS = 5;
/** The default content ships with (the demo pack's value). */
export const CONTENT_DEFAULT_HAPI_ATTEMPTS = 4;
/** The connect widget opens 1 s after the session is ready. */
export const CONNECT_WIDGET_DELAY_MS = 1_000;

/** Attempts left as stored; null when no attempt was made in this session (or the value is junk). */
export function parseAttemptsLeft(stored: string | null | undefined): number | null {
  if (stored === null || stored === undefined || !/^\d+$/.test(stored.trim())) return null;
  return Number(stored.trim());
}

export type AttemptDecision = { allowed: true; left: number } | { allowed: false; left: 0 };

/**
 * One press of the button: allowed while attempts remain; `left` is what to store afterwards.
 * `max` below 1 is taken as 1 (a button that can never work is a configuration mistake).
 */
export function takeAttempt(storedLeft: number | null, max: number): AttemptDecision {
  const current = storedLeft ?? Math.max(1, Math.floor(max));
  if (current <= 0) return { allowed: false, left: 0 };
  return { allowed: true, left: current - 1 };
}

/** True when the session has used every attempt (the button starts disabled). */
export function attemptsUsedUp(storedLeft: number | null): boolean {
  return storedLeft !== null && storedLeft <= 0;
}
