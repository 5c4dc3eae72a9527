import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { personalDataCleared } from '../../src/app/personal-data-reset';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import {
  isAnalyticsAllowed,
  selectConsent,
  type ConsentState,
} from '../../src/features/consent/consent-slice';
import { journeyReset } from '../../src/features/journey/journey-slice';
import { entryQueued } from '../../src/features/offline/outbox-slice';
import { signedOut, signOutRequested, type SignOutReason } from '../../src/features/session/session-slice';
import { delay, now } from '../../src/lib/clock';
import { removeCookie, type CookieTarget } from '../../src/lib/cookies';
import { localizePath, splitLocalePath } from '../../src/shared/content-model/language';
import { signOut } from '../../src/shared/contracts/profile-session';
import { COOKIE_NAMES } from '../../src/shared/domain/journey-cookies';
import { flushPersistedState } from '../shared/flush-persisted-state';
import { clearProfileToken, readProfileToken } from '../shared/profile-token';
import type { EarlyActions } from '../lazy-feature';
import { earlyOf } from '../shared/early-actions';
import type { SessionValues } from '../shared/browser-effects';
import { services } from '../shared/saga-services';

/*
 * Sign out: the server session ends (best effort), the token and the tab's journey keys go, the journey
 * cookies and the guest reference expire, the logout event is sent, and a full load of / drops whatever else
 * memory held.
 */

/** The cookies "Sign out" expires: the journey's, the guest reference and the success-page permission. */
export const SIGN_OUT_COOKIES = [
  COOKIE_NAMES.enrollmentId,
  COOKIE_NAMES.journeyStatus,
  COOKIE_NAMES.journeyStep,
  COOKIE_NAMES.journeyType,
  COOKIE_NAMES.guestRef,
  COOKIE_NAMES.allowSiteSelectionSuccess,
] as const;

/** Session-storage keys besides the token: the life-link redirect flag and the health-data enrolment. */
export const SIGN_OUT_SESSION_KEYS = ['isLLRedirection', 'enrollmentID_for_human_api'] as const;

/** The server's answer is not waited for longer than this: signing out must work offline. */
export const SIGN_OUT_CALL_WAIT_MS = 3_000;
/** How long the page waits for the logout event to reach the outbox before it reloads. */
export const LOGOUT_EVENT_WAIT_MS = 2_000;

export function* endServerSession(token: string) {
  const { api, log } = yield* services('api', 'log');
  try {
    yield race({
      done: call([api, api.call], signOut, { body: { myProfileToken: token } }),
      timeout: call(delay, SIGN_OUT_CALL_WAIT_MS),
    });
  } catch (error) {
    log('SignOut got no answer; the server session expires on its own', error);
  }
}

function clearBrowserState(session: SessionValues, cookies: CookieTarget | null): void {
  clearProfileToken(session);
  for (const key of SIGN_OUT_SESSION_KEYS) {
    if (session.remove) session.remove(key);
    else session.set(key, '');
  }
  for (const name of SIGN_OUT_COOKIES) removeCookie(name, cookies);
}

/** The event is queued asynchronously (IndexedDB): a reload before that would lose it. */
function* awaitLogoutEvent() {
  const consent: ConsentState = yield select(selectConsent);
  if (!isAnalyticsAllowed(consent, now())) return;
  yield race({ queued: take(entryQueued.type), timeout: call(delay, LOGOUT_EVENT_WAIT_MS) });
}

/**
 * Beyond the spec's list, everything else of the person goes too, so a shared device keeps nothing of them
 * (drafts, profile, the contact submission, other tab values, cached personal answers); the outbox's waiting
 * entries (the logout event among them) stay, encrypted, and are delivered.
 */
function* forgetPerson() {
  const { wipe, log } = yield* services('wipe', 'log');
  yield put(personalDataCleared({ scope: 'signOut' }));
  // The emptied session slice would say "unknown"; until the reload the header shows signed out.
  yield put(signedOut());
  yield call(flushPersistedState);
  try {
    yield call(wipe, 'signOut');
  } catch (error) {
    log('sign-out: a storage area could not be cleared', error);
  }
}

export function* signOutFlow(action: PayloadAction<{ reason: SignOutReason }>) {
  const { session, cookies, address, assign } = yield* services('session', 'cookies', 'address', 'assign');
  const { reason } = action.payload;
  const token = readProfileToken(session);
  // A refused token has no server session left to end.
  if (token && reason !== 'invalidToken') yield call(endServerSession, token);
  clearBrowserState(session, cookies);
  // Before the journey is forgotten: the event carries the guest reference it belongs to.
  yield put(trackEvent({ name: 'logout', data: { reason } }));
  // The cookie mirror would write the cookies back from the persisted journey: it goes too.
  yield put(journeyReset({ keepIdentity: false }));
  yield put(signedOut());
  yield call(awaitLogoutEvent);
  yield call(forgetPerson);
  const { language } = splitLocalePath(address().pathname);
  assign(localizePath('/', language));
}

export function* signOutSaga() {
  yield takeLeading(signOutRequested.type, signOutFlow);
}

/** The sign-out asked for while this chunk downloaded is carried out, as takeLeading would. */
export function* startSignOut(early: EarlyActions) {
  const first = earlyOf(early, signOutRequested.type).at(0);
  if (first) yield fork(signOutFlow, first as PayloadAction<{ reason: SignOutReason }>);
  yield call(signOutSaga);
}
