import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { selectJourney, stepReached, type JourneyState } from '../../src/features/journey/journey-slice';
import {
  questionAnswered,
  recordRequested,
  selectScreener,
  type ScreenerState,
} from '../../src/features/screener/screener-slice';
import { addPrescreener, type PrescreenerRecord } from '../../src/shared/contracts/prescreener';
import type { QuestionInfo } from '../../src/shared/domain/screener-messages';
import { deliverWrite, type DeliveryResult } from '../outbox/deliver-write';
import { PRESCREENER_ADD_POLICY } from './screener-write-policies';
import { service } from '../shared/saga-services';

export function prescreenerRecord(
  journey: JourneyState,
  ids: { screenerID: string; screenerResponseID: string },
): PrescreenerRecord {
  return {
    potentialParticipant_ID: journey.guestRef ?? '',
    ...(journey.potentialId ? { potentialId: journey.potentialId } : {}),
    screenerID: ids.screenerID,
    screenerResponseID: ids.screenerResponseID,
    screenerType: 'SurveyJS',
    tenantKey: journey.tenantKey ?? '',
    enrollmentId: journey.enrollmentId ?? '',
  };
}

/** The first answer of a response creates its prescreener record; later ones change nothing. */
function* recordResponse({ payload }: PayloadAction<QuestionInfo & { enrollmentId: string }>) {
  const log = yield* service('log');
  const screener: ScreenerState = yield select(selectScreener);
  if (screener.recordedResponseId === payload.responseId) return;
  const journey: JourneyState = yield select(selectJourney);
  if (!journey.enrollmentId || journey.enrollmentId !== payload.enrollmentId || !journey.guestRef) return;
  yield put(recordRequested({ responseId: payload.responseId }));
  // On a landing page (the questionnaire on the study's home) no page view said so yet.
  if (journey.journeyStep !== 'pre-screener') {
    yield put(stepReached({ enrollmentId: journey.enrollmentId, step: 'pre-screener' }));
  }
  const result: DeliveryResult = yield call(
    deliverWrite,
    addPrescreener,
    {
      body: prescreenerRecord(journey, {
        screenerID: payload.screenerId,
        screenerResponseID: payload.responseId,
      }),
    },
    { group: journey.enrollmentId, label: 'Questionnaire started' },
    PRESCREENER_ADD_POLICY,
  );
  // "then silent": nothing is shown; a pending entry stays in the outbox until delivered.
  if (result.kind === 'failed') log('Prescreener/Add was refused', result);
}

export function* screenerRecordSaga() {
  yield takeEvery(questionAnswered.type, recordResponse);
}
