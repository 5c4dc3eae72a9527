import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, race, take, takeLeading } from 'redux-saga/effects';
import {
  supportRequestFailed,
  supportRequestQueued,
  supportRequestReset,
  supportRequestSent,
  supportRequestSubmitted,
  type SupportRequestBody,
} from '../../src/features/support/support-slice';
import { emailSupport } from '../../src/shared/contracts/support';
import { deliveredOf, failedOf, type EntryAction } from '../outbox/outbox-wait';
import { deliverWrite, type DeliveryPolicy, type DeliveryResult } from '../outbox/deliver-write';
import type { EarlyActions } from '../lazy-feature';
import { earlyOf } from '../shared/early-actions';
import { writeDefaults } from '../outbox/write-defaults';
import { provideDefaults, services } from '../shared/saga-services';

/*
 * The support request is a write like any other: it goes into the outbox with the Idempotency-Key made when
 * the person pressed the button, so a retry never mails the team twice. The person waits for the first
 * attempts; a refusal leaves the form (loader removed, banner when configured); offline it stays queued and
 * the view follows it.
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

export function* sendSupportRequest(action: Submitted) {
  const { randomId, log } = yield* services('randomId', 'log');
  const { body } = action.payload;
  // Made when the person acted: every later attempt (here, the outbox, the service worker) reuses it.
  const idempotencyKey = randomId();
  const result: DeliveryResult = yield call(
    deliverWrite,
    emailSupport,
    { body },
    // A group of its own: requests do not depend on each other, so one the server cannot process
    // never holds back the next person's on a shared device.
    { group: `${SUPPORT_OUTBOX_GROUP}:${idempotencyKey}`, label: 'support request', idempotencyKey },
    SUPPORT_POLICY,
  );
  if (result.kind === 'delivered') {
    yield put(supportRequestSent());
    return;
  }
  if (result.kind === 'pending') {
    yield put(supportRequestQueued({ because: result.because }));
    yield call(followQueued, idempotencyKey);
    return;
  }
  // The failure itself is silent (logged); the banner shows only when configured.
  if (result.kind === 'not-saved') log('support request could not be saved', result.error);
  yield put(supportRequestFailed());
}

export function* supportRequestSaga() {
  yield takeLeading(supportRequestSubmitted.type, sendSupportRequest);
}

/** The requests sent while this chunk downloaded: the first is sent, as takeLeading would. */
export function* startSupportRequests(early: EarlyActions) {
  yield* provideDefaults(writeDefaults);
  const first = earlyOf(early, supportRequestSubmitted.type).at(0);
  if (first) yield fork(sendSupportRequest, first as Submitted);
  yield call(supportRequestSaga);
}
