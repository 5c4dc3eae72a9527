import { importChunk } from '../shared/import-chunk';
import { call, fork, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  resumeTokenReceived,
  selectJourney,
  type JourneyState,
} from '../../src/features/journey/journey-slice';
import {
  pageViewed,
  participantTypeSubmitted,
  resumeChosen,
  resumeLinkRequested,
  startOverChosen,
} from '../../src/features/journey/journey-ui-slice';
import { superviseParts, type SuperviseOptions } from '../shared/supervise';
import { journeyDefaults } from './journey-defaults';
import { journeyCookiesSaga } from './journey-cookies';
import { onPageViewed } from './journey-page';
import type { participantTypeFlow, resumeLinkRequestFlow } from './journey-requests';
import type { resumeLinkFlow } from './journey-resume-link';
import type { resumeChosenFlow } from './journey-returning';
import type { startOverFlow } from './journey-start-over';
import { participantRecordSaga } from './participant-record';
import { provideDefaults, service } from '../shared/saga-services';

type ResumeLinkModule = { resumeLinkFlow: typeof resumeLinkFlow };
type RequestsModule = {
  participantTypeFlow: typeof participantTypeFlow;
  resumeLinkRequestFlow: typeof resumeLinkRequestFlow;
};
type ReturningModule = { resumeChosenFlow: typeof resumeChosenFlow };
type StartOverModule = { startOverFlow: typeof startOverFlow };

/** The resume-link flow is its own chunk: only a visit that opened a link downloads it. */
function* followResumeLink(token: string) {
  const loaded: ResumeLinkModule = yield call(importChunk, () => import('./journey-resume-link'));
  yield call(loaded.resumeLinkFlow, token);
}

/*
 * What the person's choices start (the participant-type answer, "email me a link", "resume",
 * "start over") are chunks of their own too, downloaded when first chosen: most visits make none
 * of them.
 */
function* onParticipantType(action: Parameters<typeof participantTypeFlow>[0]) {
  const loaded: RequestsModule = yield call(importChunk, () => import('./journey-requests'));
  yield call(loaded.participantTypeFlow, action);
}

function* onResumeLinkRequested(action: Parameters<typeof resumeLinkRequestFlow>[0]) {
  const loaded: RequestsModule = yield call(importChunk, () => import('./journey-requests'));
  yield call(loaded.resumeLinkRequestFlow, action);
}

function* onResumeChosen() {
  const loaded: ReturningModule = yield call(importChunk, () => import('./journey-returning'));
  yield call(loaded.resumeChosenFlow);
}

function* onStartOverChosen() {
  const loaded: StartOverModule = yield call(importChunk, () => import('./journey-start-over'));
  yield call(loaded.startOverFlow);
}

function* onResumeToken({ payload }: PayloadAction<{ token: string }>) {
  yield call(followResumeLink, payload.token);
}

/**
 * The journey on every page (the home visit itself is participant-record.ts): resume links,
 * redirects, steps, the popups' choices, the participant-type question and the cookie mirror.
 */
export function* journeySaga() {
  yield* provideDefaults(journeyDefaults);
  const cookies = yield* service('cookies');
  yield fork(journeyCookiesSaga, cookies);
  yield takeLatest(pageViewed.type, onPageViewed);
  yield takeLatest(resumeTokenReceived.type, onResumeToken);
  yield takeLeading(resumeChosen.type, onResumeChosen);
  yield takeLeading(startOverChosen.type, onStartOverChosen);
  yield takeLeading(participantTypeSubmitted.type, onParticipantType);
  yield takeLatest(resumeLinkRequested.type, onResumeLinkRequested);
  // A link opened offline (and kept in the persisted journey) is tried again after a reload.
  const journey: JourneyState = yield select(selectJourney);
  if (journey.pendingResumeToken) yield fork(followResumeLink, journey.pendingResumeToken);
}

/** The journey's entry: the home visit and the journey on every page restart independently. */
export function* journeyFeatureSaga(options: SuperviseOptions = {}) {
  yield call(
    superviseParts,
    [
      ['participantRecord', participantRecordSaga, []],
      ['journey', journeySaga, []],
    ],
    options,
  );
}
