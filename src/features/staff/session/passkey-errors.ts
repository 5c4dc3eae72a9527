import { ApiError, NetworkError } from '../../../lib/api-client';
import type { SessionStrings } from './session-strings';

/**
 * What to tell a person whose passkey step failed: a closed prompt, an old browser, no
 * connection, a link used up, or the server's refusal, each in words they can act on.
 */
export function passkeyErrorMessage(
  error: unknown,
  t: SessionStrings,
  expired: string = t.invitationExpired,
): string {
  if (error instanceof ApiError) {
    if (error.status === 410) return expired;
    if (error.status === 401) return t.passkeyUnknown;
    if (error.status === 409) return t.alreadyRegistered;
    if (error.status === 400 && error.problem.title === 'Invalid link') return t.linkInvalid;
    if (error.status === 400 && error.problem.title === 'Passkey request expired') return t.requestExpired;
    return t.failed;
  }
  if (error instanceof NetworkError || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    return t.offline;
  }
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError')
    return t.cancelled;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return t.alreadyRegistered;
  if (
    name === 'NotSupportedError' ||
    (error instanceof Error && /does not support WebAuthn/i.test(error.message))
  ) {
    return t.unsupported;
  }
  return t.failed;
}
