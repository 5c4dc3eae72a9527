import { all, call } from 'redux-saga/effects';
import { screenerCompletionSaga } from './screener-completion';
import { screenerDefaults } from './screener-defaults';
import { screenerFrameSaga } from './screener-frame';
import { screenerRecordSaga } from './screener-record';
import { provideDefaults } from '../shared/saga-services';

/** The embedded questionnaire: its messages, the prescreener record, the result and the routing. */
export function* screenerSaga() {
  yield* provideDefaults(screenerDefaults);
  yield all([call(screenerFrameSaga), call(screenerRecordSaga), call(screenerCompletionSaga)]);
}
