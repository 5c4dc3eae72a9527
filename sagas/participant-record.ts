import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { addParticipant } from '../src/shared/contracts/participant';
import { homePageLoaded, potentialIdReceived } from '../src/features/journey/journey-slice';
import { JOURNEY_TIMINGS } from '../src/shared/domain/journey-timings';
import { journeyDeps, type JourneyDeps } from './journey-deps';
import { homeVisit } from './journey-home-visit';

export { participantRecordFor } from './journey-participant';

/** journey-screener-contact.md §7: the participant record is sent 300 ms after a home page loads. */
export const PARTICIPANT_RECORD_DELAY_MS = JOURNEY_TIMINGS.participantRecordDelayMs;

interface EntryDeliveredPayload {
  callName: string;
  group: string;
  response: unknown;
}

function* storePotentialId({ payload }: PayloadAction<EntryDeliveredPayload>) {
  if (payload.callName !== addParticipant.name) return;
  const parsed = addParticipant.response.safeParse(payload.response);
  if (parsed.success) {
    yield put(potentialIdReceived({ enrollmentId: payload.group, potentialId: parsed.data.potentialId }));
  }
}

/** A home-page visit (sagas/journey-home-visit.ts) and the potentialId the server answers. */
export function* participantRecordSaga(overrides: Partial<JourneyDeps> = {}) {
  yield takeLatest(homePageLoaded.type, homeVisit, journeyDeps(overrides));
  yield takeEvery('outbox/entryDelivered', storePotentialId);
}
