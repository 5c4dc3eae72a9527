import { call, put, takeLatest } from 'redux-saga/effects';
import {
  registrationAnchorRequested,
  registrationScrollDue,
} from '../../src/features/registration/registration-slice';
import { delay } from '../../src/lib/clock';

/**
 * "/#cr-registration", the spec's "scroll after registration navigation 100 ms": the registration start
 * scrolls into view 100 ms after it was asked for (a page opened at the anchor, the profile modal's sign-up
 * button), once the page had time to lay it out. The section itself scrolls (sagas do not touch the DOM).
 * Part of the always-loaded saga: it is tiny.
 */
export const REGISTRATION_SCROLL_DELAY_MS = 100;

function* scrollWhenDue() {
  yield call(delay, REGISTRATION_SCROLL_DELAY_MS);
  yield put(registrationScrollDue());
}

export function* registrationAnchorSaga() {
  yield takeLatest(registrationAnchorRequested.type, scrollWhenDue);
}
