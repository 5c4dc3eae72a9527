export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * Delay before the next try after `failedAttempts` failures: 1 s, 2 s, 4 s … capped at 5 min.
 * With `jitter` (a 0..1 source) the delay is spread over [½d, d] so that a clinic's kiosks coming
 * back online together do not retry in lock-step.
 */
export function backoffDelay(failedAttempts: number, jitter?: () => number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const full = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30));
  if (!jitter) return full;
  const spread = Math.min(1, Math.max(0, jitter()));
  return Math.round(full / 2 + (full / 2) * spread);
}
