import { importChunk } from './import-chunk';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, take } from 'redux-saga/effects';
import { supportRequestSubmitted } from '../src/features/support/support-slice';
import type { SupportSagaDeps } from './support-deps';
import type { sendSupportRequest, supportRequestSaga } from './support-request';
import type { supportDeps } from './support-deps';

type SupportModule = {
  sendSupportRequest: typeof sendSupportRequest;
  supportRequestSaga: typeof supportRequestSaga;
};
type DepsModule = { supportDeps: typeof supportDeps };
type Submitted = ReturnType<typeof supportRequestSubmitted>;

/**
 * The support request's saga is its own chunk, downloaded at the first request: no other page
 * needs it. The request that triggered the download is sent first, then every later one.
 */
export function* supportSagaLoader(overrides: Partial<SupportSagaDeps> = {}) {
  const first: PayloadAction<Submitted['payload']> = yield take(supportRequestSubmitted.type);
  const loaded: SupportModule = yield call(importChunk, () => import('./support-request'));
  const depsModule: DepsModule = yield call(importChunk, () => import('./support-deps'));
  yield fork(loaded.sendSupportRequest, depsModule.supportDeps(overrides), first);
  yield call(loaded.supportRequestSaga, overrides);
}
