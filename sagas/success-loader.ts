import { call, fork, put, take } from 'redux-saga/effects';
import type { AnyAction } from '@reduxjs/toolkit';
import { healthDataCardShown, healthDataShareClicked } from '../src/features/success/health-data-slice';
import { successPageOpened } from '../src/features/success/success-slice';
import type { SuccessSagaDeps } from './success-deps';
import type { healthDataSaga } from './health-data-share';
import type { successDetailsSaga } from './success-details';

type SuccessModules = [
  { successDetailsSaga: typeof successDetailsSaga },
  { healthDataSaga: typeof healthDataSaga },
];

const SUCCESS_ACTIONS: ReadonlySet<string> = new Set([
  successPageOpened.type,
  healthDataCardShown.type,
  healthDataShareClicked.type,
]);

/**
 * The success page's sagas live in their own chunk, downloaded on the first success-page action;
 * that first action is put again once the watchers run, so it is not lost.
 */
export function* successSagaLoader(overrides: Partial<SuccessSagaDeps> = {}) {
  const first: AnyAction = yield take((action: AnyAction) => SUCCESS_ACTIONS.has(action.type));
  const [details, health]: SuccessModules = yield call(() =>
    Promise.all([import('./success-details'), import('./health-data-share')]),
  );
  yield fork(details.successDetailsSaga, overrides);
  yield fork(health.healthDataSaga, overrides);
  // Put again for the watchers (these actions' reducers are idempotent).
  yield put(first);
}
