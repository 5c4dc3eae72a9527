import { call, put, race, select, take } from 'redux-saga/effects';
import { retrySubmitRequested, submitPhaseChanged } from '../../src/features/contact-form/contact-form-slice';
import type { ContactSubmission } from '../../src/features/contact-form/contact-submission-slice';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { ApiError } from '../../src/lib/api-client';
import { delay } from '../../src/lib/clock';
import type { WriteInput } from '../../src/lib/outbox-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { StoredWrite } from '../outbox/outbox-stored-write';
import { deliverWrite, type DeliveryPolicy, type DeliveryResult } from '../outbox/deliver-write';
import { readStoredWrite, WRITE_POLL_MS, type WaitedWrite } from '../outbox/outbox-wait';
import { readFailureCause, waitSayingWhy } from '../outbox/pending-cause';
import { writeAnswer } from '../outbox/write-answer';
import { services } from '../shared/saga-services';

/*
 * How the contact pipeline talks to the server without ever doing a step twice.
 *
 * Writes carry an idempotency key made when the person submitted (persisted with the
 * submission). Before queueing, the outbox is asked for an entry with that key: after a reload
 * the write may be queued, sending or delivered already, and is then only waited for. A write
 * not in the outbox (never queued, or delivered and pruned) is queued with the same key; the
 * server answers a repeat from its idempotency record.
 */

/** How long a read waits before it is tried again while the connection is down. */
export const READ_RETRY_MS = 30_000;

export type KeyedWriteResult<C extends CallContract = CallContract> = WaitedWrite<C>;
export { WRITE_POLL_MS };

/**
 * Waits until the queued write `key` is delivered or refused. The person sees that it is saved
 * on this device; "try again" makes it due now.
 */
export function* waitForWrite<C extends CallContract>(contract: C, key: string) {
  const settled: KeyedWriteResult<C> = yield call(
    waitSayingWhy,
    contract,
    key,
    (because) => submitPhaseChanged({ phase: 'saved-offline', because }),
    retrySubmitRequested.type,
  );
  return settled;
}

/**
 * Queues (or finds) the write `key` and drives its first attempts to `policy`. Returns at once
 * when `wait` is false and it is not delivered within the policy ('pending'); otherwise waits.
 */
export function* keyedWrite<C extends CallContract>(
  contract: C,
  input: WriteInput<C>,
  meta: { group: string; label: string; key: string },
  policy: DeliveryPolicy,
  wait: boolean,
) {
  const existing: StoredWrite | undefined = yield call(readStoredWrite, meta.key);
  if (existing?.state === 'delivered')
    return { kind: 'delivered', answer: writeAnswer(contract, existing) } satisfies KeyedWriteResult<C>;
  if (existing?.state === 'failed') return { kind: 'failed' } satisfies KeyedWriteResult<C>;
  if (!existing) {
    const result: DeliveryResult<C> = yield call(
      deliverWrite,
      contract,
      input,
      { group: meta.group, label: meta.label, idempotencyKey: meta.key },
      policy,
    );
    if (result.kind === 'delivered' || result.kind === 'failed') return result;
    if (result.kind === 'not-saved') return { kind: 'failed' } satisfies KeyedWriteResult<C>;
  }
  if (!wait) return { kind: 'pending' } as const;
  const settled: KeyedWriteResult<C> = yield call(waitForWrite, contract, meta.key);
  return settled;
}

/** A refusal the server will repeat (4xx other than 408/429): trying again cannot help. */
export function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status)
  );
}

/**
 * A read the pipeline cannot go on without: tried at once, and while the connection is down (or
 * the server fails) again when it is back, on "try again", or every READ_RETRY_MS. A final
 * refusal is thrown.
 */
export function* readUntilAnswered<T>(read: () => Promise<T>) {
  const { log, waitForOnline } = yield* services('log', 'waitForOnline');
  while (true) {
    try {
      const answer: T = yield call(read);
      return answer;
    } catch (error) {
      if (isFinalRefusal(error)) throw error;
      log('contact: a read failed; tried again when back online', error);
      yield put(submitPhaseChanged({ phase: 'saved-offline', because: readFailureCause(error) }));
      yield race({
        online: call(waitForOnline),
        retry: take(retrySubmitRequested.type),
        later: call(delay, READ_RETRY_MS),
      });
      yield put(submitPhaseChanged({ phase: 'submitting' }));
    }
  }
}

/** Writes beside the main flow (site details, life-link, SMS, mailing list): one attempt, then the outbox. */
export const SIDE_WRITE_POLICY = { attempts: 1, pauseMs: 2_000 } as const;

/** The potential id of the submission's enrolment: the journey's when it is still that enrolment. */
export function* potentialIdOf(s: ContactSubmission) {
  const journey: JourneyState = yield select(selectJourney);
  return journey.enrollmentId === s.enrollmentId ? (journey.potentialId ?? s.potentialId) : s.potentialId;
}
