import { call, put } from 'redux-saga/effects';
import { profileFailed, profileLoaded } from '../../src/features/profile/profile-slice';
import { emailVerificationKnown, signOutRequested } from '../../src/features/session/session-slice';
import { ApiError } from '../../src/lib/api-client';
import { delay } from '../../src/lib/clock';
import { getProfileDetails } from '../../src/shared/contracts/profile';
import type { Profile } from '../../src/shared/contracts/profile-scalars';
import { readProfileToken, readTokenRegistration } from '../shared/profile-token';
import { services, type LocalValues } from '../shared/saga-services';

/*
 * The profile fetch by token (the spec's "Profile details are fetched 500 ms after profile fetch",
 * and its error text). A 401 means the session token is unknown,
 * expired or revoked: the person is signed out (unless the registration that makes it known is
 * still on its way, see session-start.ts). Any other failure leaves the page without a
 * profile ('Fetch profile details failed' is logged, nothing is shown).
 */

/** "profile fetch delay 500 ms". */
export const PROFILE_FETCH_DELAY_MS = 500;
/** "Browser storage": local storage zipCode follows the profile's zip code. */
export const ZIP_CODE_STORAGE_KEY = 'zipCode';

export function rememberZipCode(localStorage: LocalValues | null, zipCode: string): void {
  if (!/^\d{5}$/.test(zipCode)) return;
  try {
    localStorage?.setItem(ZIP_CODE_STORAGE_KEY, zipCode);
  } catch {
    // Storage refused (private mode, quota): the zip code is a convenience for the search.
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** profileRequested, or an outcome page's refresh for a signed-in member (profile.ts decides). */
export function* fetchProfile() {
  const { session, api, log, localStorage } = yield* services('session', 'api', 'log', 'localStorage');
  yield call(delay, PROFILE_FETCH_DELAY_MS);
  const token = readProfileToken(session);
  if (!token) {
    yield put(profileFailed());
    return;
  }
  try {
    const answer: { data: Profile } = yield call([api, api.call], getProfileDetails, {
      body: { myProfileToken: token },
    });
    yield put(profileLoaded(answer.data));
    yield put(emailVerificationKnown({ isVerifiedEmail: answer.data.isVerifiedEmail }));
    rememberZipCode(localStorage, answer.data.basicDetails.zipCode);
  } catch (error) {
    yield put(profileFailed());
    // A new member's token is unknown until the registration write arrives: whoever follows that
    // write (the registration, or the token check at start) decides, and asks for the profile again.
    if (isUnauthorized(error) && !readTokenRegistration(session)) {
      yield put(signOutRequested({ reason: 'invalidToken' }));
    } else log('Fetch profile details failed', error);
  }
}
