import type { OutboxEntry, OutboxError } from './outbox-entry';

/*
 * An outbox retries a server error (5xx) because it is usually an outage. But a request the
 * server can never process (a bug, a value it cannot store) answers 5xx forever, and every later
 * entry of its group waits behind it. So the engine gives up on an entry, marking it failed with
 * this reason (kept on the device, shown to the person and on the kiosk staff screen, where staff
 * can send it again or export it), after MAX_SERVER_ERRORS answers 500 (or another 5xx that is
 * not "unavailable"), or once the server has answered 5xx of any kind for
 * SERVER_ERROR_MAX_AGE_MS. 502, 503 and 504 alone say the server is down or behind a
 * gateway, not that this request is wrong, so only the age bound ends those. Network failures
 * never count: waiting for a connection is what the outbox is for.
 */

export const MAX_SERVER_ERRORS = 8;
export const SERVER_ERROR_MAX_AGE_MS = 24 * 60 * 60_000;
export const SERVER_ERRORS_GAVE_UP = 'server-errors';

const UNAVAILABLE = new Set([502, 503, 504]);

export function isServerError(error: OutboxError): boolean {
  return error.status !== undefined && error.status >= 500;
}

/** The counters after one more server error, and whether the entry must now give up. */
export function countServerError(
  entry: Pick<OutboxEntry, 'serverErrors' | 'serverErrorSince'>,
  status: number,
  at: number,
): { serverErrors: number; serverErrorSince: number; giveUp: boolean } {
  const serverErrors = (entry.serverErrors ?? 0) + (UNAVAILABLE.has(status) ? 0 : 1);
  const serverErrorSince = entry.serverErrorSince ?? at;
  const giveUp = serverErrors >= MAX_SERVER_ERRORS || at - serverErrorSince >= SERVER_ERROR_MAX_AGE_MS;
  return { serverErrors, serverErrorSince, giveUp };
}

/** What the person and staff read, whatever the server's own message said. */
export function gaveUpError(error: OutboxError): OutboxError {
  return {
    ...error,
    reason: SERVER_ERRORS_GAVE_UP,
    message: `The server could not process this (it answered ${error.status ?? 'with an error'}); it will not be sent again unless staff retry it`,
  };
}
