import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { addParticipant } from '../../src/shared/contracts/participant';
import { homePageLoaded, potentialIdReceived } from '../../src/features/journey/journey-slice';
import type { EntryDeliveredPayload } from '../../src/features/offline/outbox-slice';
import { JOURNEY_TIMINGS } from '../../src/shared/domain/journey-timings';
import { writeAnswer } from '../outbox/write-answer';
import { journeyDefaults } from './journey-defaults';
import { homeVisit } from './journey-home-visit';
import { provideDefaults } from '../shared/saga-services';

export { participantRecordFor } from './journey-participant';

/** The participant record is sent 300 ms after a home page loads. */
export const PARTICIPANT_RECORD_DELAY_MS = JOURNEY_TIMINGS.participantRecordDelayMs;

function* storePotentialId({ payload }: PayloadAction<EntryDeliveredPayload>) {
  if (payload.callName !== addParticipant.name) return;
  const answer = writeAnswer(addParticipant, payload);
  // An unusable answer leaves the journey without a potentialId, as a refused record would.
  if (answer.ok) {
    yield put(potentialIdReceived({ enrollmentId: payload.group, potentialId: answer.response.potentialId }));
  }
}

/** A home-page visit (sagas/journey/journey-home-visit.ts) and the potentialId the server answers. */
export function* participantRecordSaga() {
  yield* provideDefaults(journeyDefaults);
  yield takeLatest(homePageLoaded.type, homeVisit);
  yield takeEvery('outbox/entryDelivered', storePotentialId);
}
