import type { OutboxError } from './outbox-entry';

/** What the transport reports for one attempt. A thrown error means the network failed. */
export interface SendResult {
  status: number;
  body: unknown;
  /** From a Retry-After header, when the server sent one. */
  retryAfterMs?: number;
}

export type Outcome =
  /** `unusable`: the server committed the write, but its answer does not match the contract. */
  | { kind: 'delivered'; body: unknown; unusable?: true }
  | { kind: 'retry'; error: OutboxError; retryAfterMs?: number }
  | { kind: 'failed'; error: OutboxError };

/**
 * 408 timeout, 409 (the IETF idempotency draft's "same key still in progress"), 425 too early
 * and 429 rate limited are transient; other 4xx mean the request itself is wrong and would fail
 * again, so it stops and the person sees why.
 */
const TRANSIENT_4XX = new Set([408, 409, 425, 429]);

export function isRetryableStatus(status: number): boolean {
  return status >= 500 || TRANSIENT_4XX.has(status) || status === 0;
}

export function classifyResult(result: SendResult): Outcome {
  if (result.status >= 200 && result.status < 300) return { kind: 'delivered', body: result.body };
  const error: OutboxError = { status: result.status, message: problemMessage(result) };
  if (isRetryableStatus(result.status)) {
    return result.retryAfterMs === undefined
      ? { kind: 'retry', error }
      : { kind: 'retry', error, retryAfterMs: result.retryAfterMs };
  }
  return { kind: 'failed', error };
}

/** The stored body cannot be decrypted (the device key was reset): resending can never work. */
export class UnreadablePayloadError extends Error {
  override readonly name = 'UnreadablePayloadError';
}

/** The outcome when no HTTP answer arrived. */
export function errorOutcome(error: unknown): Outcome {
  if (error instanceof UnreadablePayloadError) {
    return { kind: 'failed', error: { message: 'This could no longer be read on this device' } };
  }
  const text = (error as { message?: unknown } | null)?.message; // DOMException may come from another realm
  const message = typeof text === 'string' && text ? text : 'Network error';
  return { kind: 'retry', error: { message: `Could not reach the server (${message})` } };
}

/** The reason to show: the problem+json detail or title, else the status. */
function problemMessage(result: SendResult): string {
  const body = result.body;
  if (body && typeof body === 'object') {
    const { detail, title } = body as { detail?: unknown; title?: unknown };
    if (typeof detail === 'string' && detail) return detail;
    if (typeof title === 'string' && title) return title;
  }
  return `The server answered ${result.status}`;
}
