import { all, call } from 'redux-saga/effects';
import { screenerCompletionSaga } from './screener-completion';
import { screenerDeps, type ScreenerSagaDeps } from './screener-deps';
import { screenerFrameSaga } from './screener-frame';
import { screenerRecordSaga } from './screener-record';

/** The embedded questionnaire: its messages, the prescreener record, the result and the routing. */
export function* screenerSaga(overrides: Partial<ScreenerSagaDeps> = {}) {
  const deps = screenerDeps(overrides);
  yield all([
    call(screenerFrameSaga, deps),
    call(screenerRecordSaga, deps),
    call(screenerCompletionSaga, deps),
  ]);
}
