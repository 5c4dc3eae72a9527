import { call, put } from 'redux-saga/effects';
import {
  confirmPhaseChanged,
  siteSelectionRetryRequested,
} from '../../src/features/site-selection/site-selection-slice';
import type { WriteInput } from '../../src/lib/outbox-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { StoredWrite } from '../outbox/outbox-stored-write';
import { readStoredWrite, type WaitedWrite } from '../outbox/outbox-wait';
import { deliverWrite, type DeliveryPolicy, type DeliveryResult } from '../outbox/deliver-write';
import { waitSayingWhy } from '../outbox/pending-cause';

/*
 * The site choice is a write that must not be lost: it goes into the outbox with its
 * idempotency key at once. The next step needs it on the server, so the flow waits for it; while
 * offline the page says the choice is saved on this device and continues when it is delivered.
 */

/** The site save: tried at once and twice more 2 s apart before the page says it is waiting. */
export const SITE_SAVE_POLICY: DeliveryPolicy = { attempts: 3, pauseMs: 2_000 };
/** The no-site-convenient updates: one attempt, then the outbox. */
export const SIDE_POLICY: DeliveryPolicy = { attempts: 1, pauseMs: 2_000 };

/**
 * The confirm flow's writes beside it (data extension, appointment status): queued, and the flow
 * goes on at once; the outbox sends them in order behind the site save.
 */
export const QUEUE_ONLY: DeliveryPolicy = { attempts: 0, pauseMs: 0 };

export type WriteOutcome = 'delivered' | 'failed' | 'pending';

export interface WriteMetaOf {
  group: string;
  label: string;
  key: string;
}

/** Queues the write and drives its first attempts; 'pending' when the outbox carries on alone. */
export function* queueWrite<C extends CallContract>(
  contract: C,
  input: WriteInput<C>,
  meta: WriteMetaOf,
  policy: DeliveryPolicy,
) {
  const result: DeliveryResult = yield call(
    deliverWrite,
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
export function* awaitWrite<C extends CallContract>(contract: C, key: string) {
  const settled: WaitedWrite<C> = yield call(
    waitSayingWhy,
    contract,
    key,
    (because) => confirmPhaseChanged({ phase: 'saved-offline', because }),
    siteSelectionRetryRequested.type,
  );
  yield put(confirmPhaseChanged({ phase: 'saving' }));
  const outcome: WriteOutcome = settled.kind;
  return outcome;
}

/**
 * The confirm flow's writes carry keys made when the person confirmed. After a reload the write
 * may be queued, sending or delivered already: it is then only looked up (and waited for when
 * `wait`), never queued twice.
 */
export function* keyedSiteWrite<C extends CallContract>(
  contract: C,
  input: WriteInput<C>,
  meta: WriteMetaOf,
  policy: DeliveryPolicy,
  wait: boolean,
) {
  const existing: StoredWrite | undefined = yield call(readStoredWrite, meta.key);
  if (existing?.state === 'delivered') return 'delivered' as WriteOutcome;
  if (existing?.state === 'failed') return 'failed' as WriteOutcome;
  let outcome: WriteOutcome = existing ? 'pending' : yield call(queueWrite, contract, input, meta, policy);
  if (outcome === 'pending' && wait) outcome = yield call(awaitWrite, contract, meta.key);
  return outcome;
}
