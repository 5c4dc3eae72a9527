import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, takeLatest } from 'redux-saga/effects';
import {
  resubscribeRequested,
  unsubscribeConfirmed,
  type ResubscribeRequest,
  type UnsubscribeRequest,
} from '../../src/features/subscriptions/subscriptions-slice';
import type { EarlyActions } from '../lazy-feature';
import { earlyOf } from '../shared/early-actions';
import { subscriptionsDeps, type SubscriptionsSagaDeps } from './subscriptions-deps';
import { sendResubscribe } from './subscriptions-resubscribe';
import { confirmUnsubscribe } from './subscriptions-unsubscribe';

export { subscriptionsDeps } from './subscriptions-deps';
export { confirmUnsubscribe } from './subscriptions-unsubscribe';
export { sendResubscribe } from './subscriptions-resubscribe';

/** The unsubscribe pages: one click unsubscribes, the form resubscribes. */
export function* subscriptionsSaga(overrides: Partial<SubscriptionsSagaDeps> = {}) {
  const deps = subscriptionsDeps(overrides);
  yield all([
    takeLatest(unsubscribeConfirmed.type, confirmUnsubscribe, deps),
    takeLatest(resubscribeRequested.type, sendResubscribe, deps),
  ]);
}

/** The clicks dispatched while this chunk downloaded: the latest of each kind is sent, as takeLatest would. */
export function* startSubscriptions(overrides: Partial<SubscriptionsSagaDeps>, early: EarlyActions) {
  const deps = subscriptionsDeps(overrides);
  const unsubscribe = earlyOf(early, unsubscribeConfirmed.type).at(-1);
  const resubscribe = earlyOf(early, resubscribeRequested.type).at(-1);
  if (unsubscribe) yield fork(confirmUnsubscribe, deps, unsubscribe as PayloadAction<UnsubscribeRequest>);
  if (resubscribe) yield fork(sendResubscribe, deps, resubscribe as PayloadAction<ResubscribeRequest>);
  yield call(subscriptionsSaga, overrides);
}
