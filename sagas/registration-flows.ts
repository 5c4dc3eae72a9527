import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, take } from 'redux-saga/effects';
import {
  changeEmailRequested,
  registrationStartSubmitted,
  registrationSubmitted,
  resendRequested,
  thankYouOpened,
} from '../src/features/registration/registration-slice';
import { changeRegistrationEmail } from './registration-change-email';
import { registrationDeps, type RegistrationSagaDeps } from './registration-deps';
import { startRegistration } from './registration-start';
import { submitRegistration } from './registration-submit';
import { openThankYou, resendVerification } from './registration-thank-you';

/*
 * The registration's lazily loaded sagas: one worker per event. The action that downloaded this
 * chunk is handled by its own watcher, as if it had been taken there.
 */

type Worker = (deps: RegistrationSagaDeps, action: never) => Generator;

/** takeLatest, starting with `first` when it is of this type. */
function* latest(type: string, worker: Worker, deps: RegistrationSagaDeps, first: Action) {
  let task: Task | null = first.type === type ? yield fork(worker, deps, first as never) : null;
  while (true) {
    const action: Action = yield take(type);
    if (task) yield cancel(task);
    task = yield fork(worker, deps, action as never);
  }
}

/** takeLeading, starting with `first` when it is of this type. */
function* leading(type: string, worker: Worker, deps: RegistrationSagaDeps, first: Action) {
  if (first.type === type) yield call(worker, deps, first as never);
  while (true) {
    const action: Action = yield take(type);
    yield call(worker, deps, action as never);
  }
}

export function* runRegistrationFlows(overrides: Partial<RegistrationSagaDeps>, first: Action) {
  const deps = registrationDeps(overrides);
  // A newer start, submission or page visit supersedes an older one; a mail goes once per click.
  yield fork(latest, registrationStartSubmitted.type, startRegistration, deps, first);
  yield fork(latest, registrationSubmitted.type, submitRegistration, deps, first);
  yield fork(latest, thankYouOpened.type, openThankYou, deps, first);
  yield fork(leading, resendRequested.type, resendVerification, deps, first);
  yield fork(leading, changeEmailRequested.type, changeRegistrationEmail, deps, first);
}
