import { DEVICE_HEADER, IDEMPOTENCY_HEADER } from '../contracts/problem';
import { decryptJson, type EncryptedEnvelope } from '../crypto/encrypt-json';
import { UnreadablePayloadError, type SendResult } from './delivery-outcome';
import type { OutboxEntry } from './outbox-entry';

export const SEND_TIMEOUT_MS = 30_000;

export interface SenderOptions {
  /** Prefix for the entry's path; the page and the service worker use their origin ('' = relative). */
  baseUrl?: string;
  fetch?: typeof fetch;
  open?: (envelope: EncryptedEnvelope) => Promise<unknown>;
  timeoutMs?: number;
}

/** Seconds or an HTTP date, as RFC 9110 allows. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function openPayload(
  open: (envelope: EncryptedEnvelope) => Promise<unknown>,
  envelope: EncryptedEnvelope,
): Promise<unknown> {
  try {
    return await open(envelope);
  } catch (error) {
    // OperationError = authentication failed (another key, or tampered); $ZodError (zod/mini's name,
    // ZodError in classic zod) = a malformed envelope; other errors (storage briefly unavailable)
    // may pass, so they are retried like a network failure.
    const name = (error as { name?: unknown } | null)?.name; // DOMException may come from another realm
    if (name === 'OperationError' || name === '$ZodError' || name === 'ZodError') {
      throw new UnreadablePayloadError('The stored request cannot be decrypted', { cause: error });
    }
    throw error;
  }
}

/**
 * The fetch transport of the outbox (fetch exists in the page, the service worker and Node).
 * Rejects only when no HTTP answer arrived (network down, timeout): the drain retries those.
 */
export function createFetchSender(options: SenderOptions = {}): (entry: OutboxEntry) => Promise<SendResult> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const open = options.open ?? decryptJson;
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  return async (entry) => {
    const body = entry.payload ? await openPayload(open, entry.payload) : {};
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(`${options.baseUrl ?? ''}${entry.url}`, {
        method: entry.method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, application/problem+json',
          [IDEMPOTENCY_HEADER]: entry.id,
          [DEVICE_HEADER]: entry.deviceId,
        },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
      const result: SendResult = { status: response.status, body: await readBody(response) };
      if (retryAfterMs !== undefined) result.retryAfterMs = retryAfterMs;
      return result;
    } finally {
      clearTimeout(timer);
    }
  };
}
