import { importChunk } from './import-chunk';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, take } from 'redux-saga/effects';
import { lifeLinkPageOpened } from '../src/features/life-link/life-link-slice';
import type {
  LifeLinkPageDeps,
  lifeLinkPageDeps,
  lifeLinkPageSaga,
  resolveLifeLinkPage,
} from './life-link-page';

type LifeLinkModule = {
  lifeLinkPageDeps: typeof lifeLinkPageDeps;
  lifeLinkPageSaga: typeof lifeLinkPageSaga;
  resolveLifeLinkPage: typeof resolveLifeLinkPage;
};
type Opened = ReturnType<typeof lifeLinkPageOpened>;

/**
 * The life-link page's saga is its own chunk, downloaded the first time the page opens: no other
 * page carries it. The opening that triggered the download is handled first, then every later one.
 */
export function* lifeLinkPageSagaLoader(overrides: Partial<LifeLinkPageDeps> = {}) {
  const first: PayloadAction<Opened['payload']> = yield take(lifeLinkPageOpened.type);
  const loaded: LifeLinkModule = yield call(importChunk, () => import('./life-link-page'));
  const deps = loaded.lifeLinkPageDeps(overrides);
  yield fork(loaded.resolveLifeLinkPage, deps, first);
  yield call(loaded.lifeLinkPageSaga, overrides);
}
