import { importChunk } from './import-chunk';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, take } from 'redux-saga/effects';
import {
  resubscribeRequested,
  unsubscribeConfirmed,
  type ResubscribeRequest,
  type UnsubscribeRequest,
} from '../src/features/subscriptions/subscriptions-slice';
import type { SubscriptionsSagaDeps } from './subscriptions-deps';
import type {
  confirmUnsubscribe,
  sendResubscribe,
  subscriptionsDeps,
  subscriptionsSaga,
} from './subscriptions';

type SubscriptionsModule = {
  subscriptionsDeps: typeof subscriptionsDeps;
  subscriptionsSaga: typeof subscriptionsSaga;
  confirmUnsubscribe: typeof confirmUnsubscribe;
  sendResubscribe: typeof sendResubscribe;
};
type First = PayloadAction<UnsubscribeRequest> | PayloadAction<ResubscribeRequest>;

/**
 * The unsubscribe pages' saga is its own chunk, downloaded on the first click on one of them (no
 * other page carries it). The click that triggered the download is handled first, then every later one.
 */
export function* subscriptionsSagaLoader(overrides: Partial<SubscriptionsSagaDeps> = {}) {
  const first: First = yield take([unsubscribeConfirmed.type, resubscribeRequested.type]);
  const loaded: SubscriptionsModule = yield call(importChunk, () => import('./subscriptions'));
  const deps = loaded.subscriptionsDeps(overrides);
  if (first.type === unsubscribeConfirmed.type) {
    yield fork(loaded.confirmUnsubscribe, deps, first as PayloadAction<UnsubscribeRequest>);
  } else {
    yield fork(loaded.sendResubscribe, deps, first as PayloadAction<ResubscribeRequest>);
  }
  yield call(loaded.subscriptionsSaga, overrides);
}
