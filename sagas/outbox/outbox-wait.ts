import { call, race, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { entryChanged, entryDelivered } from '../../src/features/offline/outbox-slice';
import { delay } from '../../src/lib/clock';
import type { CheckedAnswer } from '../../src/shared/contracts/check-answer';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { StoredWrite } from './outbox-stored-write';
import { writeAnswer, type DeliveredAnswer } from './write-answer';
import { service, services, type SagaServices } from '../shared/saga-services';

/*
 * Waiting for one queued write of the outbox to be delivered or refused, as a flow that needs its
 * answer does (the contact pipeline, the site choice). The outbox announces each change; the
 * entry is also looked up every WRITE_POLL_MS in case an announcement was missed (another tab or
 * the service worker delivered it), and the flow's "try again" makes it due at once.
 */

/** How often a waiting write is looked up again in the outbox (an announcement may be missed). */
export const WRITE_POLL_MS = 5_000;

/** Delivered with its answer checked against the contract (see DeliveryResult), or refused. */
export type WaitedWrite<C extends CallContract = CallContract> =
  { kind: 'delivered'; answer: CheckedAnswer<C> } | { kind: 'failed' };

export interface EntryAction extends Action {
  payload: { id: string; state?: string } & DeliveredAnswer;
}

const hasId = (action: Action, id: string): action is EntryAction =>
  (action as { payload?: { id?: unknown } }).payload?.id === id;

export const deliveredOf = (id: string) => (action: Action) =>
  action.type === entryDelivered.type && hasId(action, id);
export const failedOf = (id: string) => (action: Action) =>
  action.type === entryChanged.type && hasId(action, id) && action.payload.state === 'failed';

export function* readStoredWrite(key: string) {
  const { readWrite, log } = yield* services('readWrite', 'log');
  try {
    const entry: StoredWrite | undefined = yield call(readWrite, key);
    return entry;
  } catch (error) {
    log('outbox: cannot read an entry', error);
    return undefined;
  }
}

function* retryWriteNow(key: string) {
  // Only a flow with a "try again" action needs it: a feature without one does not provide it.
  const retryNow: SagaServices['retryNow'] | undefined = yield* service('retryNow');
  if (!retryNow) return;
  const log = yield* service('log');
  try {
    yield call(retryNow, key, Number.MAX_SAFE_INTEGER);
  } catch (error) {
    log('outbox: could not retry now', error);
  }
}

/**
 * Until the write `key` (queued with `contract`) is delivered or refused; `retryActionType` is the
 * flow's "try again".
 */
export function* waitForQueuedWrite<C extends CallContract>(
  contract: C,
  key: string,
  retryActionType?: string,
) {
  while (true) {
    const outcome: { delivered?: EntryAction; failed?: EntryAction; retry?: Action } = yield race({
      delivered: take(deliveredOf(key)),
      failed: take(failedOf(key)),
      ...(retryActionType ? { retry: take(retryActionType) } : {}),
      poll: call(delay, WRITE_POLL_MS),
    });
    if (outcome.delivered)
      return {
        kind: 'delivered',
        answer: writeAnswer(contract, outcome.delivered.payload),
      } as WaitedWrite<C>;
    if (outcome.failed) return { kind: 'failed' } as WaitedWrite<C>;
    if (outcome.retry) yield call(retryWriteNow, key);
    const entry: StoredWrite | undefined = yield call(readStoredWrite, key);
    if (entry?.state === 'delivered')
      return { kind: 'delivered', answer: writeAnswer(contract, entry) } as WaitedWrite<C>;
    if (entry?.state === 'failed') return { kind: 'failed' } as WaitedWrite<C>;
  }
}
