import { call, put, race, take } from 'redux-saga/effects';
import { entryQueued, storageFull } from '../src/features/offline/outbox-slice';
import { delay } from '../src/lib/clock';
import { OutboxQuotaError, type WriteInput, type WriteMeta } from '../src/lib/outbox-client';
import type { CallContract } from '../src/shared/contracts/define-call';
import type { OutboxEntrySummary } from '../src/shared/outbox/outbox-entry';
import type { ScreenerSagaDeps } from './screener-deps';
import { deliveredOf, failedOf, type EntryAction } from './outbox-wait';

/*
 * The spec's retry timings for the screener writes (journey-screener-contact.md §7):
 * Prescreener/Add "retried 3 times with 1 s pauses, then silent"; AddPrescreenerToDataExtension
 * "retried up to RETRY_COUNT (default 4), 1 s apart".
 *
 * Our choice: the write goes into the outbox at once (so it is never lost: it survives a reload,
 * going offline, the tab closing), and the outbox is the only thing that sends it (idempotent,
 * in order after the participant record). The spec's timing is kept for the immediate attempts:
 * the outbox sends at once (attempt 1); when the entry is not delivered 1 s later this saga makes
 * it due again and has the outbox send it now (attempt 2), and so on up to the attempt count
 * (its own back-off would wait 1 s, 2 s, 4 s…). Then it is silent: the person sees nothing, and
 * the outbox keeps retrying with its back-off until the write is delivered.
 */

export const PRESCREENER_ADD_POLICY = { attempts: 3, pauseMs: 1_000 } as const;
/** RETRY_COUNT of the spec (default 4), 1 s apart. */
export const RETRY_COUNT = 4;
export const DATA_EXTENSION_POLICY = { attempts: RETRY_COUNT, pauseMs: 1_000 } as const;

export interface DeliveryPolicy {
  attempts: number;
  pauseMs: number;
}

export type DeliveryResult =
  | { kind: 'delivered'; response: unknown }
  /** The server refused it for good (4xx): retrying cannot help. */
  | { kind: 'failed' }
  /** Not delivered within the attempts; the outbox carries on with its back-off. */
  | { kind: 'pending' }
  /** It could not even be saved on the device. */
  | { kind: 'not-saved'; error: unknown };

/**
 * One more attempt now: the entry is made due and the outbox saga drains (it does on
 * outbox/entryQueued). Order still holds: an entry waits behind an earlier write of its group.
 */
function* attemptNow(deps: ScreenerSagaDeps, summary: OutboxEntrySummary, attemptsSoFar: number) {
  try {
    const due: OutboxEntrySummary | undefined = yield call(deps.retryNow, summary.id, attemptsSoFar);
    if (!due || due.state !== 'saved') return;
    yield put(entryQueued(due));
  } catch (error) {
    deps.log('outbox: could not retry now; its own back-off carries on', error);
  }
}

function* enqueueOrReport<C extends CallContract>(
  deps: ScreenerSagaDeps,
  contract: C,
  input: WriteInput<C>,
  meta: WriteMeta,
) {
  try {
    const summary: OutboxEntrySummary = yield call(deps.enqueue, contract, input, meta);
    return summary;
  } catch (error) {
    // A full disk must never drop a write silently: the person is told and can free space.
    if (error instanceof OutboxQuotaError) yield put(storageFull({ callName: contract.name }));
    deps.log(`${contract.name} could not be saved`, error);
    return { error };
  }
}

/** Saves the write in the outbox and drives its first attempts to the spec's timing. */
export function* deliverWrite<C extends CallContract>(
  deps: ScreenerSagaDeps,
  contract: C,
  input: WriteInput<C>,
  meta: WriteMeta,
  policy: DeliveryPolicy,
) {
  const saved: OutboxEntrySummary | { error: unknown } = yield call(
    enqueueOrReport,
    deps,
    contract,
    input,
    meta,
  );
  if ('error' in saved) return { kind: 'not-saved', error: saved.error } satisfies DeliveryResult;
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    const outcome: { delivered?: EntryAction; failed?: EntryAction } = yield race({
      delivered: take(deliveredOf(saved.id)),
      failed: take(failedOf(saved.id)),
      pause: call(delay, policy.pauseMs),
    });
    if (outcome.delivered) {
      return { kind: 'delivered', response: outcome.delivered.payload.response } satisfies DeliveryResult;
    }
    if (outcome.failed) return { kind: 'failed' } satisfies DeliveryResult;
    if (attempt < policy.attempts) yield call(attemptNow, deps, saved, attempt);
  }
  return { kind: 'pending' } satisfies DeliveryResult;
}
