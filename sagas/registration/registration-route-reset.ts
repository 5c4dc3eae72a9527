import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import { draftDiscarded, selectDraft, type Draft } from '../../src/app/drafts-slice';
import { pageViewed, type JourneyPageView } from '../../src/features/journey/journey-ui-slice';
import { REGISTRATION_DRAFT_KEY } from '../../src/shared/domain/registration/registration-data';
import { isRegistrationPath } from '../../src/shared/domain/registration/wizard-steps';

/**
 * "Route changes reset registration state": the registration slice resets itself on such a page view; this
 * drops the wizard's persisted copy as well, so a later visit (or a reload) starts clean. Always loaded: the
 * page left may never have loaded the rest.
 */
function* discardWhenLeft(action: PayloadAction<JourneyPageView>) {
  if (isRegistrationPath(action.payload.path)) return;
  const draft: Draft | undefined = yield select(selectDraft, REGISTRATION_DRAFT_KEY);
  if (draft) yield put(draftDiscarded({ key: REGISTRATION_DRAFT_KEY }));
}

export function* registrationRouteResetSaga() {
  yield takeEvery(pageViewed.type, discardWhenLeft);
}
