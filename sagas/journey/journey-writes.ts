import { call, put } from 'redux-saga/effects';
import { storageFull } from '../../src/features/offline/outbox-slice';
import { enqueueWrite, OutboxQuotaError, type WriteInput } from '../../src/lib/outbox-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';

/**
 * Every journey write goes through the outbox (saved at once, delivered in order per enrolment,
 * exactly once). A full disk is never silent: the person is told. Returns null when not saved.
 */
export function* enqueueJourneyWrite<C extends CallContract>(
  contract: C,
  input: WriteInput<C>,
  meta: { group: string; label: string },
) {
  try {
    const summary: OutboxEntrySummary = yield call(enqueueWrite, contract, input, meta);
    return summary;
  } catch (error) {
    if (error instanceof OutboxQuotaError) {
      yield put(storageFull({ callName: contract.name }));
      return null;
    }
    throw error;
  }
}
