import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import {
  successDetailsFailed,
  successDetailsLoaded,
  successPageOpened,
  type SuccessDetails,
} from '../../src/features/success/success-slice';
import type { Language } from '../../src/shared/content-model/language';
import { getSuccessDetails } from '../../src/shared/contracts/success';
import { successDefaults } from './success-defaults';
import { provideDefaults, services } from '../shared/saga-services';

/**
 * The success page's data: the chosen site, the hide flags and the merge-tag values for the journey's
 * enrolment. Never cached: it holds names.
 */
export function* loadSuccessDetails(action: PayloadAction<{ language: Language }>) {
  const { api, log } = yield* services('api', 'log');
  const journey: JourneyState = yield select(selectJourney);
  const enrollmentId = journey.enrollmentId;
  if (!enrollmentId) {
    yield put(successDetailsFailed());
    return;
  }
  try {
    const details: SuccessDetails = yield call([api, api.call], getSuccessDetails, {
      query: { enrollmentId, language: action.payload.language },
    });
    yield put(successDetailsLoaded({ enrollmentId, details }));
  } catch (error) {
    log('success details failed', error);
    yield put(successDetailsFailed());
  }
}

export function* successDetailsSaga() {
  yield* provideDefaults(successDefaults);
  yield takeLatest(successPageOpened.type, loadSuccessDetails);
}
