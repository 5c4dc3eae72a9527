import { importChunk } from './import-chunk';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, take, takeEvery } from 'redux-saga/effects';
import { pageViewed, sessionChanged, type JourneyPageView } from '../src/features/journey/journey-ui-slice';
import {
  profileModalOpened,
  signedIn,
  signedOut,
  signOutRequested,
  type SignOutReason,
} from '../src/features/session/session-slice';
import { readProfileToken } from './profile-token';
import { sessionDeps, type SessionSagaDeps } from './session-deps';
import { linkTokenOf, type LinkToken } from './session-links';
import type { idleSessionSaga } from './session-idle';
import type { exchangeLinkToken } from './session-link';
import type { signInSaga } from './session-sign-in';
import type { signOutFlow, signOutSaga } from './session-sign-out';
import type { verifyStoredToken } from './session-start';

/*
 * Signing in and out (registration-profile.md §4, §6). Only this watcher is in the app's first
 * JavaScript: the link exchange, the token check, the profile modal's calls, the sign-out and the
 * idle timer are chunks downloaded when they are first needed (a visitor without a token and
 * without a mailed link downloads none of them).
 */

type LinkModule = { exchangeLinkToken: typeof exchangeLinkToken };
type StartModule = { verifyStoredToken: typeof verifyStoredToken };
type SignInModule = { signInSaga: typeof signInSaga };
type SignOutModule = { signOutFlow: typeof signOutFlow; signOutSaga: typeof signOutSaga };
type IdleModule = { idleSessionSaga: typeof idleSessionSaga };

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
  yield take(profileModalOpened.type);
  const loaded: SignInModule = yield call(importChunk, () => import('./session-sign-in'));
  yield call(loaded.signInSaga, deps);
}

function* loadSignOut(deps: SessionSagaDeps) {
  const first: PayloadAction<{ reason: SignOutReason }> = yield take(signOutRequested.type);
  const loaded: SignOutModule = yield call(importChunk, () => import('./session-sign-out'));
  yield fork(loaded.signOutFlow, deps, first);
  yield call(loaded.signOutSaga, deps);
}

function* loadIdle(deps: SessionSagaDeps) {
  yield take(signedIn.type);
  const loaded: IdleModule = yield call(importChunk, () => import('./session-idle'));
  yield call(loaded.idleSessionSaga, deps);
}

/** The journey's start over keeps the guest reference of a signed-in member (§6): it is told. */
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
