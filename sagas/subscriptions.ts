import { all, takeLatest } from 'redux-saga/effects';
import {
  resubscribeRequested,
  unsubscribeConfirmed,
} from '../src/features/subscriptions/subscriptions-slice';
import { subscriptionsDeps, type SubscriptionsSagaDeps } from './subscriptions-deps';
import { sendResubscribe } from './subscriptions-resubscribe';
import { confirmUnsubscribe } from './subscriptions-unsubscribe';

export { subscriptionsDeps } from './subscriptions-deps';
export { confirmUnsubscribe } from './subscriptions-unsubscribe';
export { sendResubscribe } from './subscriptions-resubscribe';

/** The unsubscribe pages (§2.9, §4.6): one click unsubscribes, the form resubscribes. */
export function* subscriptionsSaga(overrides: Partial<SubscriptionsSagaDeps> = {}) {
  const deps = subscriptionsDeps(overrides);
  yield all([
    takeLatest(unsubscribeConfirmed.type, confirmUnsubscribe, deps),
    takeLatest(resubscribeRequested.type, sendResubscribe, deps),
  ]);
}
