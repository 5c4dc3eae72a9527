import { call, put, race, select, spawn, take, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import {
  completed,
  frameClosed,
  routed,
  selectScreenerFrame,
  type ScreenerFrame,
} from '../../src/features/screener/screener-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import {
  addPrescreenerToDataExtension,
  updatePrescreener,
  type PrescreenerDataExtension,
} from '../../src/shared/contracts/prescreener';
import { splitCompletion, type ScreenerCompletion } from '../../src/shared/domain/screener-messages';
import {
  screenerStatusOf,
  type ScreenerOutput,
  type ScreenerStatus,
} from '../../src/shared/domain/screener-output';
import { deliverWrite, type DeliveryResult } from '../outbox/deliver-write';
import { DATA_EXTENSION_POLICY, PRESCREENER_ADD_POLICY } from './screener-write-policies';
import { prescreenerRecord } from './screener-record';
import { routeAfterScreener } from './screener-routing';

export const SCREENER_OUTPUT_ERROR_EVENT = 'screener-output-error';

interface Finished {
  journey: JourneyState;
  frame: ScreenerFrame;
  output: ScreenerOutput;
  status: ScreenerStatus;
  ids: { screenerID: string; screenerResponseID: string };
}

/** Prescreener/Update with the output; a failure sends the screener-output error event. */
function* updateRecord(done: Finished) {
  const result: DeliveryResult = yield call(
    deliverWrite,
    updatePrescreener,
    {
      body: {
        ...prescreenerRecord(done.journey, done.ids),
        screenerStatus: done.status,
        screenerCompleted: true,
        screenerOutput: done.output,
      },
    },
    { group: done.frame.enrollmentId, label: 'Questionnaire answers' },
    PRESCREENER_ADD_POLICY,
  );
  if (result.kind === 'failed' || result.kind === 'not-saved') {
    yield put(trackEvent({ name: SCREENER_OUTPUT_ERROR_EVENT, data: { screenerId: done.ids.screenerID } }));
  }
}

function dataExtensionBody(done: Finished, settings: SiteSettings | null): PrescreenerDataExtension {
  const zip = done.output.zipCode && /^\d{5}$/.test(done.output.zipCode) ? done.output.zipCode : '';
  return {
    participantType: done.frame.patientType,
    journeyStep: 'pre-screener',
    screenerId: done.ids.screenerID,
    screenerResponseID: done.ids.screenerResponseID,
    screenerType: 'SurveyJS',
    screenerStatus: done.status,
    screenerCompleted: true,
    screenerOutcomeParams: done.output,
    JourneyStatus: done.journey.journeyStatus ?? 'Partial',
    zipCode: zip,
    ...(settings
      ? {
          returningUserRequestModel: {
            returningUserTimeInterval: settings.returningUserTimeInterval,
            returningUserTimeValue: settings.returningUserTimeValue,
          },
        }
      : {}),
  };
}

/** AddPrescreenerToDataExtension/{guestRef}?guestType=…, retried up to RETRY_COUNT 1 s apart. */
function* postDataExtension(done: Finished) {
  const settings: SiteSettings | null = yield select(selectSiteSettings);
  yield call(
    deliverWrite,
    addPrescreenerToDataExtension,
    {
      params: { guestRef: done.journey.guestRef ?? '' },
      query: { guestType: done.journey.guestType ?? 'visitor' },
      body: dataExtensionBody(done, settings),
    },
    { group: done.frame.enrollmentId, label: 'Questionnaire result' },
    DATA_EXTENSION_POLICY,
  );
}

function* onCompleted({ payload }: PayloadAction<ScreenerCompletion>) {
  const frame: ScreenerFrame | null = yield select(selectScreenerFrame);
  const journey: JourneyState = yield select(selectJourney);
  if (!frame || !journey.guestRef || journey.enrollmentId !== frame.enrollmentId) {
    console.warn(
      `[screener] completion not routed: frame ${frame ? frame.enrollmentId : 'closed'}, guest reference ${journey.guestRef ? 'set' : 'missing'}, enrolment ${journey.enrollmentId ?? 'none'}`,
    );
    return;
  }
  const { output, screenerID, screenerResponseID } = splitCompletion(payload);
  const done: Finished = {
    journey,
    frame,
    output,
    status: screenerStatusOf(output),
    ids: { screenerID, screenerResponseID },
  };
  // The writes are queued at once and outlive this page (spawned): the visitor is routed meanwhile.
  yield spawn(updateRecord, done);
  yield spawn(postDataExtension, done);
  // Leaving the page stops the routing (e.g. a retry loop while offline), not the writes.
  const outcome: { closed?: unknown } = yield race({
    route: call(routeAfterScreener, frame, output),
    closed: take(frameClosed.type),
  });
  if (outcome.closed === undefined) yield put(routed());
}

export function* screenerCompletionSaga() {
  yield takeLatest(completed.type, onCompleted);
}
