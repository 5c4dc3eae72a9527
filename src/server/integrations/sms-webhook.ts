import { randomUUID } from 'node:crypto';
import type { SendResult } from './outbound-message';

export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;

/** A provider that has not answered by then is treated as failed; the caller decides on retries. */
export const SMS_WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookSms {
  to: string;
  text: string;
  category: string;
  links: Array<{ label: string; url: string }>;
  payload: Record<string, string | number | boolean | null>;
}

/**
 * POSTs one SMS as JSON. The id goes along as Idempotency-Key so a provider that honours it
 * sends a retried message once: pass the queue's key, the same on every attempt (a fresh one
 * only when the caller has none). Throws on a non-2xx answer or after the timeout.
 */
export async function postSmsWebhook(
  url: string,
  sms: WebhookSms,
  fetchImpl: FetchLike,
  idempotencyKey?: string,
): Promise<SendResult> {
  const id = idempotencyKey ?? randomUUID();
  const controller = new AbortController();
  // A plain timer rather than AbortSignal.timeout, so fake timers can drive it in tests.
  const timer = setTimeout(
    () => controller.abort(new Error('SMS webhook timed out')),
    SMS_WEBHOOK_TIMEOUT_MS,
  );
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': id },
      body: JSON.stringify({
        id,
        ...sms.payload,
        to: sms.to,
        text: sms.text,
        category: sms.category,
        links: sms.links,
      }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    return { id };
  } finally {
    clearTimeout(timer);
  }
}
