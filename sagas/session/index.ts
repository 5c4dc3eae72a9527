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
import { sessionDeps, type SessionSagaDeps } from './session-deps';
import { linkTokenOf, type LinkToken } from './session-links';
import type { exchangeLinkToken } from './session-link';
import type { verifyStoredToken } from './session-start';

/*
 * Signing in and out. Only this watcher is in the app's first
 * JavaScript: the link exchange, the token check, the profile modal's calls, the sign-out and the
 * idle timer are chunks downloaded when they are first needed (a visitor without a token and
 * without a mailed link downloads none of them).
 */

type LinkModule = { exchangeLinkToken: typeof exchangeLinkToken };
type StartModule = { verifyStoredToken: typeof verifyStoredToken };

function* exchangeLink(deps: SessionSagaDeps, link: LinkToken) {
  const loaded: LinkModule = yield call(importChunk, () => import('./session-link'));
  yield call(loaded.exchangeLinkToken, deps, link);
}

/** Start: a mailed link wins; else the stored token is checked; else the visitor is signed out. */
function* startSession(deps: SessionSagaDeps, seen: Set<string>) {
  const link = linkTokenOf(deps.address().search);
  if (link) {
    seen.add(link.token);
    yield call(exchangeLink, deps, link);
    return;
  }
  const token = readProfileToken(deps.session);
  if (!token) {
    yield put(signedOut());
    return;
  }
  const loaded: StartModule = yield call(importChunk, () => import('./session-start'));
  yield call(loaded.verifyStoredToken, deps, token);
}

/** A mailed link reached by an in-app navigation (each token is exchanged once). */
function* onPageViewed(deps: SessionSagaDeps, seen: Set<string>, action: PayloadAction<JourneyPageView>) {
  const link = linkTokenOf(action.payload.search);
  if (!link || seen.has(link.token)) return;
  seen.add(link.token);
  yield call(exchangeLink, deps, link);
}

function* loadSignIn(deps: SessionSagaDeps) {
  yield* lazyFeature(
    [profileModalOpened.type, profileEmailSubmitted.type, profileResendRequested.type],
    () => import('./session-sign-in').then((loaded) => loaded.startSignIn),
    {},
    deps,
  );
}

function* loadSignOut(deps: SessionSagaDeps) {
  yield* lazyFeature(
    signOutRequested.type,
    () => import('./session-sign-out').then((loaded) => loaded.startSignOut),
    {},
    deps,
  );
}

/** The idle timer reads the session from the state: the sign-in needs no handing over. */
function* loadIdle(deps: SessionSagaDeps) {
  yield* lazyFeature(
    signedIn.type,
    () => import('./session-idle').then((loaded) => loaded.idleSessionSaga),
    {},
    deps,
  );
}

/** The journey's start over keeps the guest reference of a signed-in member: it is told. */
function* tellJourney(action: PayloadAction<unknown>) {
  yield put(sessionChanged({ signedIn: action.type === signedIn.type }));
}

export function* sessionSagaLoader(overrides: Partial<SessionSagaDeps> = {}) {
  const deps = sessionDeps(overrides);
  const seen = new Set<string>();
  // Watchers first: the start itself may sign in, and must be seen by them.
  yield fork(loadSignIn, deps);
  yield fork(loadSignOut, deps);
  yield fork(loadIdle, deps);
  yield takeEvery([signedIn.type, signedOut.type], tellJourney);
  yield takeEvery(pageViewed.type, onPageViewed, deps, seen);
  yield call(startSession, deps, seen);
}
