import type { Action } from '@reduxjs/toolkit';
import { fork, put } from 'redux-saga/effects';
import {
  healthDataCardShown,
  healthDataShareClicked,
  successPageOpened,
} from '../../src/features/success/success-events';
import { lazyFeature, type EarlyActions } from '../lazy-feature';

/**
 * The success page's sagas live in their own chunks, downloaded on the first success-page action.
 * The actions dispatched until their watchers run are put again for them (these actions'
 * reducers are idempotent), so none is lost.
 */
export function* successSagaLoader() {
  yield* lazyFeature(
    [successPageOpened.type, healthDataCardShown.type, healthDataShareClicked.type],
    () =>
      Promise.all([import('./success-details'), import('./health-data-share')]).then(
        ([details, health]) =>
          function* startSuccess(early: EarlyActions) {
            yield fork(details.successDetailsSaga);
            yield fork(health.healthDataSaga);
            for (const action of early) yield put(action as Action);
          },
      ),
    {},
  );
}
