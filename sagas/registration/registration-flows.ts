import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import type { EarlyActions } from '../lazy-feature';
import { call, cancel, fork, take } from 'redux-saga/effects';
import {
  changeEmailRequested,
  registrationStartSubmitted,
  registrationSubmitted,
  resendRequested,
  thankYouOpened,
} from '../../src/features/registration/registration-slice';
import { changeRegistrationEmail } from './registration-change-email';
import { registrationDefaults } from './registration-defaults';
import { startRegistration } from './registration-start';
import { submitRegistration } from './registration-submit';
import { openThankYou, resendVerification } from './registration-thank-you';
import { provideDefaults } from '../shared/saga-services';

/*
 * The registration's lazily loaded sagas: one worker per event. The actions dispatched while this
 * chunk downloaded are handled by their own watchers, as if they had been taken there.
 */

type Worker = (action: never) => Generator;

const ofType = (type: string, early: EarlyActions) => early.filter((action) => action.type === type);

/** takeLatest, starting with the last early action of this type (a newer one supersedes it). */
function* latest(type: string, worker: Worker, early: EarlyActions) {
  const last = ofType(type, early).at(-1);
  let task: Task | null = last ? yield fork(worker, last as never) : null;
  while (true) {
    const action: Action = yield take(type);
    if (task) yield cancel(task);
    task = yield fork(worker, action as never);
  }
}

/** takeLeading, starting with the first early action of this type (the others came while it was due). */
function* leading(type: string, worker: Worker, early: EarlyActions) {
  const first = ofType(type, early).at(0);
  if (first) yield call(worker, first as never);
  while (true) {
    const action: Action = yield take(type);
    yield call(worker, action as never);
  }
}

export function* runRegistrationFlows(early: EarlyActions) {
  yield* provideDefaults(registrationDefaults);
  // A newer start, submission or page visit supersedes an older one; a mail goes once per click.
  yield fork(latest, registrationStartSubmitted.type, startRegistration, early);
  yield fork(latest, registrationSubmitted.type, submitRegistration, early);
  yield fork(latest, thankYouOpened.type, openThankYou, early);
  yield fork(leading, resendRequested.type, resendVerification, early);
  yield fork(leading, changeEmailRequested.type, changeRegistrationEmail, early);
}
