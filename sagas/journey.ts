import { importChunk } from './import-chunk';
import { call, fork, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { resumeTokenReceived, selectJourney, type JourneyState } from '../src/features/journey/journey-slice';
import {
  pageViewed,
  participantTypeSubmitted,
  resumeChosen,
  resumeLinkRequested,
  startOverChosen,
} from '../src/features/journey/journey-ui-slice';
import { journeyDeps, type JourneyDeps } from './journey-deps';
import { journeyCookiesSaga } from './journey-cookies';
import { onPageViewed } from './journey-page';
import { participantTypeFlow, resumeLinkRequestFlow } from './journey-requests';
import type { resumeLinkFlow } from './journey-resume-link';
import { resumeChosenFlow } from './journey-returning';
import { startOverFlow } from './journey-start-over';

type ResumeLinkModule = { resumeLinkFlow: typeof resumeLinkFlow };

/** The resume-link flow is its own chunk: only a visit that opened a link downloads it. */
function* followResumeLink(deps: JourneyDeps, token: string) {
  const loaded: ResumeLinkModule = yield call(importChunk, () => import('./journey-resume-link'));
  yield call(loaded.resumeLinkFlow, deps, token);
}

function* onResumeToken(deps: JourneyDeps, { payload }: PayloadAction<{ token: string }>) {
  yield call(followResumeLink, deps, payload.token);
}

/**
 * The journey on every page (the home visit itself is sagas/participant-record.ts): resume links,
 * redirects, steps, the popups' choices, the participant-type question and the cookie mirror.
 */
export function* journeySaga(overrides: Partial<JourneyDeps> = {}) {
  const deps = journeyDeps(overrides);
  yield fork(journeyCookiesSaga, deps.cookies);
  yield takeLatest(pageViewed.type, onPageViewed);
  yield takeLatest(resumeTokenReceived.type, onResumeToken, deps);
  yield takeLeading(resumeChosen.type, resumeChosenFlow, deps);
  yield takeLeading(startOverChosen.type, startOverFlow, deps);
  yield takeLeading(participantTypeSubmitted.type, participantTypeFlow);
  yield takeLatest(resumeLinkRequested.type, resumeLinkRequestFlow, deps);
  // A link opened offline (and kept in the persisted journey) is tried again after a reload.
  const journey: JourneyState = yield select(selectJourney);
  if (journey.pendingResumeToken) yield fork(followResumeLink, deps, journey.pendingResumeToken);
}
