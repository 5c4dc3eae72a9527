import { call, put, select } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { NetworkError } from '../../src/lib/api-client';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import type { CallContract } from '../../src/shared/contracts/define-call';
import { waitForQueuedWrite, type WaitedWrite } from './outbox-wait';
import { pendingCauseOf, type PendingCause } from '../../src/shared/outbox/pending-cause';

/*
 * Why a flow is still waiting, so its page says "our server had a problem" rather than "you are
 * offline" when the server did answer.
 */

export type { PendingCause };

/** From the outbox mirror: did the last attempt of the entry `id` get an answer from the server? */
export function* pendingCause(id: string) {
  const entries: OutboxEntrySummary[] = yield select(
    (state: { outbox: { entries: OutboxEntrySummary[] } }) => state.outbox.entries,
  );
  return pendingCauseOf(entries.find((entry) => entry.id === id)?.lastError);
}

/** A read that failed: no answer came (offline), or the server answered with an error or an unusable answer. */
export function readFailureCause(error: unknown): PendingCause {
  return error instanceof NetworkError ? 'offline' : 'server';
}

/**
 * A flow that cannot go on without the queued write `key`: its page says why it waits (the action
 * `waiting` makes from the cause), then it waits until the write is delivered or refused;
 * `retryActionType` is the flow's "try again".
 */
export function* waitSayingWhy<C extends CallContract>(
  contract: C,
  key: string,
  waiting: (because: PendingCause) => Action,
  retryActionType: string,
) {
  const because: PendingCause = yield call(pendingCause, key);
  yield put(waiting(because));
  const settled: WaitedWrite<C> = yield call(waitForQueuedWrite, contract, key, retryActionType);
  return settled;
}
