import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, take, takeLeading } from 'redux-saga/effects';
import {
  supportRequestFailed,
  supportRequestQueued,
  supportRequestReset,
  supportRequestSent,
  supportRequestSubmitted,
  type SupportRequestBody,
} from '../src/features/support/support-slice';
import { emailSupport } from '../src/shared/contracts/support';
import { deliveredOf, failedOf, type EntryAction } from './outbox-wait';
import { deliverWrite, type DeliveryPolicy, type DeliveryResult } from './screener-delivery';
import { supportDeliveryDeps, supportDeps, type SupportSagaDeps } from './support-deps';

/*
 * The support request (site-selection-success-support.md §4.7) is a write like any other: it goes
 * into the outbox with the Idempotency-Key made when the person pressed the button, so a retry
 * never mails the team twice. The person waits for the first attempts; a refusal leaves the form
 * (loader removed, banner when configured); offline it stays queued and the view follows it.
 */

/** Tried at once and twice more 2 s apart before the page says it will be sent later. */
export const SUPPORT_POLICY: DeliveryPolicy = { attempts: 3, pauseMs: 2_000 };
export const SUPPORT_OUTBOX_GROUP = 'support';

type Submitted = PayloadAction<{ body: SupportRequestBody }>;

/** A queued request is followed until the outbox delivers or refuses it, or the page is left. */
function* followQueued(key: string) {
  const settled: { delivered?: EntryAction; failed?: EntryAction } = yield race({
    delivered: take(deliveredOf(key)),
    failed: take(failedOf(key)),
    left: take(supportRequestReset.type),
  });
  if (settled.delivered) yield put(supportRequestSent());
  else if (settled.failed) yield put(supportRequestFailed());
}

export function* sendSupportRequest(deps: SupportSagaDeps, action: Submitted) {
  const { body } = action.payload;
  // Made when the person acted: every later attempt (here, the outbox, the service worker) reuses it.
  const idempotencyKey = deps.randomId();
  const result: DeliveryResult = yield call(
    deliverWrite,
    supportDeliveryDeps(deps),
    emailSupport,
    { body },
    { group: SUPPORT_OUTBOX_GROUP, label: 'support request', idempotencyKey },
    SUPPORT_POLICY,
  );
  if (result.kind === 'delivered') {
    yield put(supportRequestSent());
    return;
  }
  if (result.kind === 'pending') {
    yield put(supportRequestQueued());
    yield call(followQueued, idempotencyKey);
    return;
  }
  // §8: the failure itself is silent (logged); the banner shows only when configured.
  if (result.kind === 'not-saved') deps.log('support request could not be saved', result.error);
  yield put(supportRequestFailed());
}

export function* supportRequestSaga(overrides: Partial<SupportSagaDeps> = {}) {
  yield takeLeading(supportRequestSubmitted.type, sendSupportRequest, supportDeps(overrides));
}
