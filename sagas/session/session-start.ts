import { call, put, race, select } from 'redux-saga/effects';
import { profileRequested } from '../../src/features/profile/profile-slice';
import { selectIsSignedIn, signedIn, signedOut } from '../../src/features/session/session-slice';
import { delay } from '../../src/lib/clock';
import { addOrUpdateCrRegistration } from '../../src/shared/contracts/registration';
import { readStoredWrite, waitForQueuedWrite, type WaitedWrite } from '../outbox/outbox-wait';
import type { StoredWrite } from '../outbox/outbox-stored-write';
import {
  clearProfileToken,
  forgetTokenRegistration,
  readProfileToken,
  readTokenRegistration,
} from '../shared/profile-token';
import { verifySessionToken, type TokenVerdict } from './session-verify';
import { service, services } from '../shared/saga-services';

/*
 * The stored session token's check at start (the spec's VerifyToken call and its error rule
 * "Failed token check: user marked signed out, session token cleared"). Offline the person stays
 * signed in on the strength of the stored token, and the check runs when the connection is back.
 *
 * A new member's token is made on the device and reaches the server with the registration's
 * outbox write. A page loaded before that write is delivered gets "unknown token": while the
 * write still waits in the outbox, the person stays signed in (as right after registering), the
 * check waits for the delivery and asks once more. Bounded: a write that has not gone through
 * by TOKEN_REGISTRATION_WAIT_MS, or was refused, ends the session as any refused token does.
 */

/** How long a page load waits for the registration that made its token to reach the server. */
export const TOKEN_REGISTRATION_WAIT_MS = 120_000;

function* markSignedIn() {
  const already: boolean = yield select(selectIsSignedIn);
  if (already) return;
  // VerifyToken says nothing of the address: the profile (fetched next) tells whether it is verified.
  yield put(signedIn({ isVerifiedEmail: null }));
  yield put(profileRequested({ reason: 'signIn' }));
}

/** True once the registration write `writeKey` is delivered; false when refused, gone or too slow. */
function* awaitTokenRegistration(writeKey: string) {
  const stored: StoredWrite | undefined = yield call(readStoredWrite, writeKey);
  if (!stored || stored.state === 'failed') return false;
  if (stored.state === 'delivered') return true;
  const already: boolean = yield select(selectIsSignedIn);
  // As right after registering: a member whose address is not verified yet, no profile to fetch.
  if (!already) yield put(signedIn({ isVerifiedEmail: false }));
  const outcome: { settled?: WaitedWrite } = yield race({
    settled: call(waitForQueuedWrite, addOrUpdateCrRegistration, writeKey),
    tooSlow: call(delay, TOKEN_REGISTRATION_WAIT_MS),
  });
  return outcome.settled?.kind === 'delivered';
}

function* verifyWithRegistration(token: string) {
  const session = yield* service('session');
  const verdict: TokenVerdict = yield call(verifySessionToken, token);
  const writeKey = readTokenRegistration(session);
  if (verdict !== 'invalid' || !writeKey) return verdict;
  const delivered: boolean = yield call(awaitTokenRegistration, writeKey);
  // Signed out (or another sign-in) meanwhile: this token is no longer the session's to decide.
  if (readProfileToken(session) !== token) return 'replaced' as const;
  forgetTokenRegistration(session);
  if (!delivered) return 'invalid' as TokenVerdict;
  const again: TokenVerdict = yield call(verifySessionToken, token);
  const kept: boolean = yield select(selectIsSignedIn);
  // Signed in while waiting: the profile can be fetched now that the server knows the token.
  if (again === 'valid' && kept) yield put(profileRequested({ reason: 'signIn' }));
  return again;
}

export function* verifyStoredToken(token: string) {
  const { isOnline, waitForOnline, session } = yield* services('isOnline', 'waitForOnline', 'session');
  if (!isOnline()) {
    yield call(markSignedIn);
    yield call(waitForOnline);
  }
  const verdict: TokenVerdict | 'replaced' = yield call(verifyWithRegistration, token);
  if (verdict === 'replaced') return;
  if (verdict === 'invalid') {
    clearProfileToken(session);
    yield put(signedOut());
    return;
  }
  // 'unknown' (no answer) keeps the session: the idle saga's keep-alive asks again.
  yield call(markSignedIn);
}
