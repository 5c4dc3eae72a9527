import { call, put } from 'redux-saga/effects';
import {
  confirmPhaseChanged,
  siteSelectionRetryRequested,
} from '../src/features/site-selection/site-selection-slice';
import type { WriteInput } from '../src/lib/outbox-client';
import type { CallContract } from '../src/shared/contracts/define-call';
import { waitForQueuedWrite, type WaitedWrite } from './outbox-wait';
import { deliveryDepsOf } from './contact-deps';
import { deliverWrite, type DeliveryPolicy, type DeliveryResult } from './screener-delivery';
import type { SiteSelectionSagaDeps } from './site-selection-deps';

/*
 * The site choice is a write that must not be lost: it goes into the outbox with its
 * idempotency key at once. The next step needs it on the server, so the flow waits for it; while
 * offline the page says the choice is saved on this device and continues when it is delivered.
 */

/** The site save: tried at once and twice more 2 s apart before the page says it is waiting. */
export const SITE_SAVE_POLICY: DeliveryPolicy = { attempts: 3, pauseMs: 2_000 };
/** Writes beside the flow (data extension, appointment status, no-site-convenient): one attempt, then the outbox. */
export const SIDE_POLICY: DeliveryPolicy = { attempts: 1, pauseMs: 2_000 };

export type WriteOutcome = 'delivered' | 'failed' | 'pending';

export interface WriteMetaOf {
  group: string;
  label: string;
  key: string;
}

/** Queues the write and drives its first attempts; 'pending' when the outbox carries on alone. */
export function* queueWrite<C extends CallContract>(
  deps: SiteSelectionSagaDeps,
  contract: C,
  input: WriteInput<C>,
  meta: WriteMetaOf,
  policy: DeliveryPolicy,
) {
  const result: DeliveryResult = yield call(
    deliverWrite,
    deliveryDepsOf(deps),
    contract,
    input,
    { group: meta.group, label: meta.label, idempotencyKey: meta.key },
    policy,
  );
  const outcome: WriteOutcome =
    result.kind === 'delivered' ? 'delivered' : result.kind === 'pending' ? 'pending' : 'failed';
  return outcome;
}

/** Waits for a queued write the flow needs, telling the person it is saved on this device. */
export function* awaitWrite(deps: SiteSelectionSagaDeps, key: string) {
  yield put(confirmPhaseChanged({ phase: 'saved-offline' }));
  const settled: WaitedWrite = yield call(waitForQueuedWrite, deps, key, siteSelectionRetryRequested.type);
  yield put(confirmPhaseChanged({ phase: 'saving' }));
  const outcome: WriteOutcome = settled.kind;
  return outcome;
}
