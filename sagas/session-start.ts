import { call, put, select } from 'redux-saga/effects';
import { profileRequested } from '../src/features/profile/profile-slice';
import { selectIsSignedIn, signedIn, signedOut } from '../src/features/session/session-slice';
import { clearProfileToken } from './profile-token';
import type { SessionSagaDeps } from './session-deps';
import { verifySessionToken, type TokenVerdict } from './session-verify';

/*
 * The stored session token's check at start (journey-screener-contact.md §7 VerifyToken, §8
 * "Failed token check: user marked signed out, session token cleared"). Offline the person stays
 * signed in on the strength of the stored token, and the check runs when the connection is back.
 */

function* markSignedIn() {
  const already: boolean = yield select(selectIsSignedIn);
  if (already) return;
  // VerifyToken says nothing of the address: the profile (fetched next) tells whether it is verified.
  yield put(signedIn({ isVerifiedEmail: null }));
  yield put(profileRequested({ reason: 'signIn' }));
}

export function* verifyStoredToken(deps: SessionSagaDeps, token: string) {
  if (!deps.isOnline()) {
    yield call(markSignedIn);
    yield call(deps.waitForOnline);
  }
  const verdict: TokenVerdict = yield call(verifySessionToken, deps, token);
  if (verdict === 'invalid') {
    clearProfileToken(deps.session);
    yield put(signedOut());
    return;
  }
  // 'unknown' (no answer) keeps the session: the idle saga's keep-alive asks again.
  yield call(markSignedIn);
}
