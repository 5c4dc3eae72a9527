import { call, put, race, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { entryChanged, entryDelivered } from '../src/features/offline/outbox-slice';
import {
  confirmPhaseChanged,
  siteSelectionRetryRequested,
} from '../src/features/site-selection/site-selection-slice';
import { delay } from '../src/lib/clock';
import type { WriteInput } from '../src/lib/outbox-client';
import type { CallContract } from '../src/shared/contracts/define-call';
import { WRITE_POLL_MS } from './contact-calls';
import { deliveryDepsOf, type StoredWrite } from './contact-deps';
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

interface EntryAction extends Action {
  payload: { id: string; state?: string };
}
const idOf = (action: Action) => (action as { payload?: { id?: unknown } }).payload?.id;
const deliveredOf = (id: string) => (action: Action) =>
  action.type === entryDelivered.type && idOf(action) === id;
const failedOf = (id: string) => (action: Action) =>
  action.type === entryChanged.type &&
  idOf(action) === id &&
  (action as EntryAction).payload.state === 'failed';

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
  while (true) {
    const outcome: { delivered?: Action; failed?: Action; retry?: Action } = yield race({
      delivered: take(deliveredOf(key)),
      failed: take(failedOf(key)),
      retry: take(siteSelectionRetryRequested.type),
      poll: call(delay, WRITE_POLL_MS),
    });
    let settled: WriteOutcome | null = outcome.delivered ? 'delivered' : outcome.failed ? 'failed' : null;
    if (!settled) {
      if (outcome.retry) yield call(retrySafely, deps, key);
      const entry: StoredWrite | undefined = yield call(readSafely, deps, key);
      if (entry?.state === 'delivered' || entry?.state === 'failed') settled = entry.state;
    }
    if (settled) {
      yield put(confirmPhaseChanged({ phase: 'saving' }));
      return settled;
    }
  }
}

function* retrySafely(deps: SiteSelectionSagaDeps, key: string) {
  try {
    yield call(deps.retryNow, key, Number.MAX_SAFE_INTEGER);
  } catch (error) {
    deps.log('outbox: could not retry now', error);
  }
}

function* readSafely(deps: SiteSelectionSagaDeps, key: string) {
  try {
    const entry: StoredWrite | undefined = yield call(deps.readWrite, key);
    return entry;
  } catch (error) {
    deps.log('outbox: cannot read an entry', error);
    return undefined;
  }
}
