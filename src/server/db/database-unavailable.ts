/*
 * Errors that say the database cannot be reached or cannot take work right now, as opposed to a
 * bug or a bad query: the request may well succeed later, so it is answered 503 with Retry-After
 * (and, its transaction never committed, a replay of the same Idempotency-Key is carried out).
 */

/** SQLSTATE classes and codes: connection exceptions, insufficient resources (a full disk), operator intervention, a read-only replica. */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '53'];
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '25006']);

/** Node's socket errors on the way to the server. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres says these in words only, without a code. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed and is not queryable/,
];

function isUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (/^[0-9A-Z]{5}$/.test(code)) {
    return UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SQLSTATE_CLASSES.includes(code.slice(0, 2));
  }
  if (SOCKET_ERRORS.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/** Whether `error`, or an error it wraps (`cause`, an AggregateError's list), is one of those. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailable(error as { code?: unknown; message?: unknown })) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The error's code and words, for the log: never its query, parameters or row values. */
export function connectionErrorSummary(error: unknown): { code?: string; message: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    message: typeof message === 'string' ? message : 'unknown error',
  };
}
