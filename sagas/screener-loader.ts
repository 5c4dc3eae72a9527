import { importChunk } from './import-chunk';
import { call, select, take } from 'redux-saga/effects';
import { frameOpened, selectScreenerFrame } from '../src/features/screener/screener-slice';
import type { screenerSaga } from './screener';
import type { ScreenerSagaDeps } from './screener-deps';

type ScreenerModule = { screenerSaga: typeof screenerSaga };

/**
 * The screener sagas live in their own chunk and are downloaded only when a questionnaire frame
 * opens: a page without one (most home pages) never loads them, which keeps the home page within
 * its JavaScript budget. A frame opened before this saga started is found in the state; the
 * sagas read the open frame first when they start (screener-frame.ts).
 */
export function* screenerSagaLoader(overrides: Partial<ScreenerSagaDeps> = {}) {
  const open: ReturnType<typeof selectScreenerFrame> = yield select(selectScreenerFrame);
  if (!open) yield take(frameOpened.type);
  const loaded: ScreenerModule = yield call(importChunk, () => import('./screener'));
  yield call(loaded.screenerSaga, overrides);
}
