import { call, put, race, take } from 'redux-saga/effects';
import { entryQueued, storageFull } from '../../src/features/offline/outbox-slice';
import { delay } from '../../src/lib/clock';
import { OutboxQuotaError, type WriteInput, type WriteMeta } from '../../src/lib/outbox-client';
import type { CheckedAnswer } from '../../src/shared/contracts/check-answer';
import type { CallContract } from '../../src/shared/contracts/define-call';
import { summarizeEntry, type OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import type { OutboxStore } from '../../src/shared/outbox/outbox-store-contract';
import { deliveredOf, failedOf, type EntryAction } from './outbox-wait';
import { pendingCause, type PendingCause } from './pending-cause';
import { writeAnswer } from './write-answer';
import { services } from '../shared/saga-services';

/*
 * Delivering one write through the outbox, for a flow that waits for its answer (the
 * questionnaire's records, the contact pipeline, the site choice, a profile change, a support
 * request). The write goes into the outbox at once, so it is never lost (it survives a reload,
 * going offline, the tab closing), and the outbox is the only thing that sends it (idempotent,
 * in order within its group). The flow's own timing is kept for the immediate attempts: the
 * outbox sends at once (attempt 1); when the entry is not delivered a pause later it is made due
 * again and the outbox sends it now (attempt 2), and so on up to the policy's attempt count (the
 * outbox's own back-off would wait 1 s, 2 s, 4 s…). Then the flow stops waiting: the outbox keeps
 * retrying with its back-off until the write is delivered.
 */

export type { PendingCause };

export interface DeliveryPolicy {
  attempts: number;
  pauseMs: number;
}

export type DeliveryResult<C extends CallContract = CallContract> =
  /**
   * The server committed it. Its answer, checked against the contract: a mismatch is handled like
   * a refusal of the answer, never by sending the write again.
   */
  | { kind: 'delivered'; answer: CheckedAnswer<C> }
  /** The server refused it for good (4xx): retrying cannot help. */
  | { kind: 'failed' }
  /**
   * Not delivered within the attempts; the outbox carries on with its back-off. `because` says
   * why, so a page never tells someone who is online that they are offline: 'server' when the
   * server answered (an error, a rate limit), 'offline' when no answer came.
   */
  | { kind: 'pending'; because: PendingCause }
  /** It could not even be saved on the device. */
  | { kind: 'not-saved'; error: unknown };

/**
 * One more attempt now: the entry is made due and the outbox saga drains (it does on
 * outbox/entryQueued). Order still holds: an entry waits behind an earlier write of its group.
 */
function* attemptNow(summary: OutboxEntrySummary, attemptsSoFar: number) {
  const { retryNow, log } = yield* services('retryNow', 'log');
  try {
    const due: OutboxEntrySummary | undefined = yield call(retryNow, summary.id, attemptsSoFar);
    if (!due || due.state !== 'saved') return;
    yield put(entryQueued(due));
  } catch (error) {
    log('outbox: could not retry now; its own back-off carries on', error);
  }
}

function* enqueueOrReport<C extends CallContract>(contract: C, input: WriteInput<C>, meta: WriteMeta) {
  const { enqueue, log } = yield* services('enqueue', 'log');
  try {
    const summary: OutboxEntrySummary = yield call(enqueue, contract, input, meta);
    return summary;
  } catch (error) {
    // A full disk must never drop a write silently: the person is told and can free space.
    if (error instanceof OutboxQuotaError) yield put(storageFull({ callName: contract.name }));
    log(`${contract.name} could not be saved`, error);
    return { error };
  }
}

/** Saves the write in the outbox and drives its first attempts to the spec's timing. */
export function* deliverWrite<C extends CallContract>(
  contract: C,
  input: WriteInput<C>,
  meta: WriteMeta,
  policy: DeliveryPolicy,
) {
  const saved: OutboxEntrySummary | { error: unknown } = yield call(enqueueOrReport, contract, input, meta);
  if ('error' in saved) return { kind: 'not-saved', error: saved.error } satisfies DeliveryResult;
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    const outcome: { delivered?: EntryAction; failed?: EntryAction } = yield race({
      delivered: take(deliveredOf(saved.id)),
      failed: take(failedOf(saved.id)),
      pause: call(delay, policy.pauseMs),
    });
    if (outcome.delivered) {
      const answer = writeAnswer(contract, outcome.delivered.payload);
      return { kind: 'delivered', answer } satisfies DeliveryResult<C>;
    }
    if (outcome.failed) return { kind: 'failed' } satisfies DeliveryResult;
    if (attempt < policy.attempts) yield call(attemptNow, saved, attempt);
  }
  const because: PendingCause = yield call(pendingCause, saved.id);
  return { kind: 'pending', because } satisfies DeliveryResult;
}

/** The outbox side of "one more attempt now" (deliverWrite). */
export async function retryEntryNow(
  store: OutboxStore,
  id: string,
  triedAtMost: number,
  at: number,
): Promise<OutboxEntrySummary | undefined> {
  const entry = await store.update(id, (stored) =>
    stored.state === 'saved' && stored.attempts <= triedAtMost
      ? { ...stored, nextAttemptAt: Math.min(stored.nextAttemptAt, at) }
      : stored,
  );
  return entry ? summarizeEntry(entry) : undefined;
}
