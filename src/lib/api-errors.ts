import type * as z from 'zod/mini';
import type { Problem } from '../shared/contracts/problem';

/** The errors an API call ends with: an answer that is a problem, no answer, or a broken answer. */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly callName: string,
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(`${callName} failed with ${status}: ${problem.title}`);
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly callName: string,
    /** axios' error code, e.g. ERR_NETWORK, ECONNABORTED (timeout), ERR_CANCELED. */
    readonly code: string,
  ) {
    super(`${callName}: network failure (${code})`);
  }
  get aborted(): boolean {
    return this.code === 'ERR_CANCELED';
  }
}

/**
 * A failure that means no connection: the browser says it is offline, or the request got no
 * answer (and was not cancelled). `browserOnline` is the browser's word (navigator.onLine).
 */
export function isOfflineFailure(
  error: unknown,
  browserOnline = typeof navigator === 'undefined' || navigator.onLine !== false,
): boolean {
  return !browserOnline || (error instanceof NetworkError && !error.aborted);
}

export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly callName: string,
    readonly issues: ReadonlyArray<z.core.$ZodIssue>,
  ) {
    super(`${callName}: the response does not match its contract`);
  }
}
