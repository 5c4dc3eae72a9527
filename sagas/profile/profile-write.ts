import type { Action } from '@reduxjs/toolkit';
import { call, put, race, select, take } from 'redux-saga/effects';
import { entryChanged, selectOutboxEntries } from '../../src/features/offline/outbox-slice';
import type { WriteInput } from '../../src/lib/outbox-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { deliveredOf, failedOf, type EntryAction } from '../outbox/outbox-wait';
import { writeAnswer } from '../outbox/write-answer';
import { deliverWrite, type DeliveryPolicy, type DeliveryResult } from '../outbox/deliver-write';
import { services } from '../shared/saga-services';

/*
 * A profile write through the outbox (UpdateProfileDetails, UpdateConditionCommunitiesForMyProfile):
 * the Idempotency-Key was made when the person acted; the first attempts follow the policy, then
 * the outbox carries on. Two answers matter beyond delivered / refused: 401 (the session token is
 * no longer valid: the person is signed out) and 409 (the address belongs to another profile). The
 * outbox retries a 409 (the idempotency draft's "still in progress"), so the first 409 answer for
 * this key is taken as final here and the entry settled as refused.
 */

export const PROFILE_OUTBOX_GROUP = 'profile';
/** Tried at once and twice more 2 s apart before the page says it will be sent later. */
export const PROFILE_WRITE_POLICY: DeliveryPolicy = { attempts: 3, pauseMs: 2_000 };

export type ProfileWriteResult = DeliveryResult | { kind: 'conflict' } | { kind: 'unauthorized' };

const answeredWith = (id: string, status: number) => (action: Action) =>
  action.type === entryChanged.type &&
  (action as EntryAction).payload.id === id &&
  (action as ReturnType<typeof entryChanged>).payload.lastError?.status === status;

function* settleConflict(key: string) {
  const { refuseWrite, log } = yield* services('refuseWrite', 'log');
  try {
    const summary: OutboxEntrySummary | undefined = yield call(refuseWrite, key);
    if (summary) yield put(entryChanged(summary));
  } catch (error) {
    log('outbox: could not settle a refused profile write', error);
  }
  return { kind: 'conflict' } as const;
}

/** A refusal is a 401 when the outbox recorded that status for the entry. */
function* refusalOf(key: string) {
  const entries: OutboxEntrySummary[] = yield select(selectOutboxEntries);
  const status = entries.find((entry) => entry.id === key)?.lastError?.status;
  return status === 401 ? ({ kind: 'unauthorized' } as const) : ({ kind: 'failed' } as const);
}

export function* profileWrite<C extends CallContract>(
  contract: C,
  input: WriteInput<C>,
  meta: { label: string; idempotencyKey: string },
) {
  const key = meta.idempotencyKey;
  const outcome: { result?: DeliveryResult; conflict?: Action } = yield race({
    result: call(
      deliverWrite,
      contract,
      input,
      { group: PROFILE_OUTBOX_GROUP, ...meta },
      PROFILE_WRITE_POLICY,
    ),
    conflict: take(answeredWith(key, 409)),
  });
  if (outcome.conflict) return (yield call(settleConflict, key)) as ProfileWriteResult;
  const result = outcome.result as DeliveryResult;
  if (result.kind === 'failed') return (yield call(refusalOf, key)) as ProfileWriteResult;
  return result as ProfileWriteResult;
}

/** A write still queued (offline) is followed until it is delivered, refused or answered 409. */
export function* followQueuedWrite<C extends CallContract>(contract: C, key: string) {
  const settled: { delivered?: EntryAction; failed?: EntryAction; conflict?: Action } = yield race({
    delivered: take(deliveredOf(key)),
    failed: take(failedOf(key)),
    conflict: take(answeredWith(key, 409)),
  });
  if (settled.delivered) {
    const answer = writeAnswer(contract, settled.delivered.payload);
    return { kind: 'delivered', answer } satisfies ProfileWriteResult;
  }
  if (settled.conflict) return (yield call(settleConflict, key)) as ProfileWriteResult;
  return (yield call(refusalOf, key)) as ProfileWriteResult;
}
