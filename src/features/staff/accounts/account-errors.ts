import { ApiError, NetworkError } from '../../../lib/api-client';
import type { AccountsStrings } from './accounts-strings';

/** What an admin reads when a change to an account is refused or does not get through. */
export function accountErrorMessage(error: unknown, t: AccountsStrings): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return error.problem.detail ?? t.conflict;
    if (error.status === 403) return t.forbidden;
    if (error.status === 400) {
      const reasons = (error.problem.errors ?? []).map((item) => item.reason);
      return [t.invalid, ...new Set(reasons)].join(' ');
    }
    return t.failed;
  }
  if (error instanceof NetworkError || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    return t.offline;
  }
  return t.failed;
}
