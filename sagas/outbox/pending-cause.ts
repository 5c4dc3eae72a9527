import { select } from 'redux-saga/effects';
import { NetworkError } from '../../src/lib/api-client';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { pendingCauseOf, type PendingCause } from '../../src/shared/outbox/pending-cause';

/*
 * Why a flow is still waiting, so its page says "our server had a problem" rather than "you are
 * offline" when the server did answer.
 */

export type { PendingCause };

/** From the outbox mirror: did the last attempt of the entry `id` get an answer from the server? */
export function* pendingCause(id: string) {
  const entries: OutboxEntrySummary[] | undefined = yield select(
    (state: { outbox?: { entries: OutboxEntrySummary[] } }) => state.outbox?.entries,
  );
  return pendingCauseOf(entries?.find((entry) => entry.id === id)?.lastError);
}

/** A read that failed: no answer came (offline), or the server answered with an error or an unusable answer. */
export function readFailureCause(error: unknown): PendingCause {
  return error instanceof NetworkError ? 'offline' : 'server';
}
