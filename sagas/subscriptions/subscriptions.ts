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
import { subscriptionsDefaults } from './subscriptions-defaults';
import { sendResubscribe } from './subscriptions-resubscribe';
import { confirmUnsubscribe } from './subscriptions-unsubscribe';
import { provideDefaults } from '../shared/saga-services';

export { confirmUnsubscribe } from './subscriptions-unsubscribe';
export { sendResubscribe } from './subscriptions-resubscribe';

/** The unsubscribe pages: one click unsubscribes, the form resubscribes. */
export function* subscriptionsSaga() {
  yield* provideDefaults(subscriptionsDefaults);
  yield all([
    takeLatest(unsubscribeConfirmed.type, confirmUnsubscribe),
    takeLatest(resubscribeRequested.type, sendResubscribe),
  ]);
}

/** The clicks dispatched while this chunk downloaded: the latest of each kind is sent, as takeLatest would. */
export function* startSubscriptions(early: EarlyActions) {
  yield* provideDefaults(subscriptionsDefaults);
  const unsubscribe = earlyOf(early, unsubscribeConfirmed.type).at(-1);
  const resubscribe = earlyOf(early, resubscribeRequested.type).at(-1);
  if (unsubscribe) yield fork(confirmUnsubscribe, unsubscribe as PayloadAction<UnsubscribeRequest>);
  if (resubscribe) yield fork(sendResubscribe, resubscribe as PayloadAction<ResubscribeRequest>);
  yield call(subscriptionsSaga);
}
