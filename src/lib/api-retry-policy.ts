import type { AxiosError, AxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_HEADER } from '../shared/contracts/problem';

/** When a failed call is tried again, and after how long (axios-retry's rules for the API client). */

export const RETRIES = 3;
export const RETRY_BASE_MS = 500;
const MAX_RETRY_AFTER_MS = 30_000;

function hasIdempotencyKey(config: AxiosRequestConfig | undefined): boolean {
  const headers = config?.headers as Record<string, unknown> | undefined;
  if (!headers) return false;
  return Object.keys(headers).some((name) => name.toLowerCase() === IDEMPOTENCY_HEADER && headers[name]);
}

function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** No response at all, and not a cancellation or a timeout (a timed-out call is not repeated). */
export function isNetworkFailure(error: AxiosError): boolean {
  if (error.response) return false;
  return !['ERR_CANCELED', 'ECONNABORTED', 'ETIMEDOUT'].includes(error.code ?? '');
}

/** Retry only when a repeat cannot double an effect: safe methods, or a request carrying a key. */
export function shouldRetry(error: AxiosError): boolean {
  if (isBrowserOffline()) return false; // the outbox replays writes once the browser is back online
  const status = error.response?.status;
  const transient = status === undefined ? isNetworkFailure(error) : status === 429 || status >= 500;
  if (!transient) return false;
  const method = (error.config?.method ?? '').toUpperCase();
  return method === 'GET' || method === 'HEAD' || hasIdempotencyKey(error.config);
}

function retryAfterMs(error: AxiosError): number {
  const header = (error.response?.headers as Record<string, unknown> | undefined)?.['retry-after'];
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

/** 500 ms, 1 s, 2 s (+ up to 20 % jitter), or the server's Retry-After when longer. */
export function backoffDelay(
  retryNumber: number,
  error: AxiosError,
  random: () => number = Math.random,
): number {
  const base = RETRY_BASE_MS * 2 ** (retryNumber - 1);
  const delay = Math.max(base, retryAfterMs(error));
  return Math.round(delay + delay * 0.2 * random());
}
