/*
 * When a failed message is tried again, and when the queue gives up on it. Exponential back-off
 * from BASE_DELAY_MS, capped at MAX_DELAY_MS: ten attempts span about three hours, long enough to
 * ride out a provider's outage or a restart, short enough that a resume link still matters.
 */

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * How long a claimed message belongs to its worker. Longer than any send may take (the SMS
   * webhook gives up after 10 s; SMTP about as long), so only a worker that died loses it.
   */
  leaseMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
};

/** The wait after the given failed attempt (1 for the first). */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
}

const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
const NUMBER = /\+?\d[\d\s().-]{5,}\d/g;
/** Seven digits or more: a phone number; fewer: a status code such as 450 4.2.1, kept. */
const blankNumber = (text: string) => (text.replace(/\D/g, '').length >= 7 ? '[number]' : text);

/**
 * A failure as the queue keeps and logs it: the error's name and message with addresses and
 * numbers blanked out (an SMTP rejection often quotes the recipient), at most 300 characters.
 */
export function describeFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  const cleaned = message.replace(EMAIL, '[address]').replace(NUMBER, blankNumber).replace(/\s+/g, ' ');
  return `${name}: ${cleaned}`.slice(0, 300);
}
