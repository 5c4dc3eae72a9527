import { importChunk } from '../shared/import-chunk';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, takeEvery } from 'redux-saga/effects';
import {
  pageViewed,
  sessionChanged,
  type JourneyPageView,
} from '../../src/features/journey/journey-ui-slice';
import {
  profileEmailSubmitted,
  profileModalOpened,
  profileResendRequested,
  signedIn,
  signedOut,
  signOutRequested,
} from '../../src/features/session/session-slice';
import { lazyFeature } from '../lazy-feature';
import { readProfileToken } from '../shared/profile-token';
import { sessionDefaults } from './session-defaults';
import { linkTokenOf, type LinkToken } from './session-links';
import type { exchangeLinkToken } from './session-link';
import type { verifyStoredToken } from './session-start';
import { provideDefaults, services } from '../shared/saga-services';

/*
 * Signing in and out. Only this watcher is in the app's first
 * JavaScript: the link exchange, the token check, the profile modal's calls, the sign-out and the
 * idle timer are chunks downloaded when they are first needed (a visitor without a token and
 * without a mailed link downloads none of them).
 */

type LinkModule = { exchangeLinkToken: typeof exchangeLinkToken };
type StartModule = { verifyStoredToken: typeof verifyStoredToken };

function* exchangeLink(link: LinkToken) {
  const loaded: LinkModule = yield call(importChunk, () => import('./session-link'));
  yield call(loaded.exchangeLinkToken, link);
}

/** Start: a mailed link wins; else the stored token is checked; else the visitor is signed out. */
function* startSession(seen: Set<string>) {
  const { address, session } = yield* services('address', 'session');
  const link = linkTokenOf(address().search);
  if (link) {
    seen.add(link.token);
    yield call(exchangeLink, link);
    return;
  }
  const token = readProfileToken(session);
  if (!token) {
    yield put(signedOut());
    return;
  }
  const loaded: StartModule = yield call(importChunk, () => import('./session-start'));
  yield call(loaded.verifyStoredToken, token);
}

/** A mailed link reached by an in-app navigation (each token is exchanged once). */
function* onPageViewed(seen: Set<string>, action: PayloadAction<JourneyPageView>) {
  const link = linkTokenOf(action.payload.search);
  if (!link || seen.has(link.token)) return;
  seen.add(link.token);
  yield call(exchangeLink, link);
}

function* loadSignIn() {
  yield* lazyFeature(
    [profileModalOpened.type, profileEmailSubmitted.type, profileResendRequested.type],
    () => import('./session-sign-in').then((loaded) => loaded.startSignIn),
    {},
  );
}

function* loadSignOut() {
  yield* lazyFeature(
    signOutRequested.type,
    () => import('./session-sign-out').then((loaded) => loaded.startSignOut),
    {},
  );
}

/** The idle timer reads the session from the state: the sign-in needs no handing over. */
function* loadIdle() {
  yield* lazyFeature(
    signedIn.type,
    () => import('./session-idle').then((loaded) => loaded.idleSessionSaga),
    {},
  );
}

/** The journey's start over keeps the guest reference of a signed-in member: it is told. */
function* tellJourney(action: PayloadAction<unknown>) {
  yield put(sessionChanged({ signedIn: action.type === signedIn.type }));
}

export function* sessionSagaLoader() {
  yield* provideDefaults(sessionDefaults);
  const seen = new Set<string>();
  // Watchers first: the start itself may sign in, and must be seen by them.
  yield fork(loadSignIn);
  yield fork(loadSignOut);
  yield fork(loadIdle);
  yield takeEvery([signedIn.type, signedOut.type], tellJourney);
  yield takeEvery(pageViewed.type, onPageViewed, seen);
  yield call(startSession, seen);
}
