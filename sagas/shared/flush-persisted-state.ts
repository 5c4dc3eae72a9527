import { call, put } from 'redux-saga/effects';
import { FLUSH } from 'redux-persist';

/** Waits until redux-persist has written the current state (a reload must not bring the old one back). */
export function* flushPersistedState() {
  const writes: Array<Promise<unknown>> = [];
  yield put({ type: FLUSH, result: (write: Promise<unknown>) => writes.push(write) });
  yield call(() => Promise.all(writes));
}
