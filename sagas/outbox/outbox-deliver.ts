import { call, put } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import { drainFinished, drainStarted, entryDelivered, synced } from '../../src/features/offline/outbox-slice';
import type { DrainReport } from '../../src/shared/outbox/drain-outbox';
import {
  summarizeEntry,
  type OutboxEntry,
  type OutboxEntrySummary,
} from '../../src/shared/outbox/outbox-entry';
import type { LockResult } from '../../src/shared/outbox/with-delivery-lock';
import { LOCK_BUSY_RETRY_MS, type OutboxSagaDeps } from './outbox-deps';
import type { DeliveredAnswer } from './write-answer';

/** The entry's answer as the waiting flows read it (writeAnswer); logged when unusable, never its content. */
async function openResponse(deps: OutboxSagaDeps, entry: OutboxEntry): Promise<DeliveredAnswer> {
  if (entry.answerUnusable) {
    deps.log(`outbox: ${entry.callName} delivered; its answer does not match its contract`, null);
    return { answerUnusable: true };
  }
  if (!entry.response) return {};
  try {
    return { response: await deps.open(entry.response) };
  } catch (error) {
    deps.log(`outbox: cannot read the answer to ${entry.callName}`, error);
    return { answerUnusable: true };
  }
}

/**
 * Tells the page's sagas about deliveries (also those the service worker made while the page
 * was closed). Marked after dispatching: a crash in between repeats it once, never skips it.
 */
function* announceDeliveries(deps: OutboxSagaDeps, entries: OutboxEntry[]) {
  for (const entry of entries) {
    if (entry.state !== 'delivered' || entry.announcedAt !== undefined) continue;
    const answer: DeliveredAnswer = yield call(openResponse, deps, entry);
    const { id, callName, group, deliveredAt } = entry;
    yield put(entryDelivered({ id, callName, group, ...answer, ...(deliveredAt ? { deliveredAt } : {}) }));
    const at = deps.now();
    yield call([deps.store, deps.store.update], id, (stored: OutboxEntry) => ({
      ...stored,
      announcedAt: at,
    }));
  }
}

/** Re-reads the store into the redux mirror, then announces new deliveries. */
export function* syncMirror(deps: OutboxSagaDeps) {
  const entries: OutboxEntry[] = yield call([deps.store, deps.store.list]);
  yield put(synced(entries.map(summarizeEntry)));
  yield call(announceDeliveries, deps, entries);
}

/** When to drain next: the next due entry, at least 1 s away, at most one interval away. */
export function nextWakeAt(deps: OutboxSagaDeps, nextAttemptAt: number | null): number {
  const at = deps.now();
  const latest = at + deps.intervalMs;
  if (nextAttemptAt === null) return latest;
  return Math.min(latest, Math.max(at + 1_000, nextAttemptAt));
}

function runDrain(
  deps: OutboxSagaDeps,
  changes: Channel<OutboxEntrySummary>,
): Promise<LockResult<DrainReport>> {
  return deps.lock(() =>
    deps.drain({
      store: deps.store,
      send: deps.send,
      contractOf: deps.contractOf,
      now: deps.now,
      onChange: (entry) => changes.put(summarizeEntry(entry)),
      ...(deps.seal ? { seal: deps.seal } : {}),
      ...(deps.jitter ? { jitter: deps.jitter } : {}),
    }),
  );
}

/**
 * One delivery round; returns when the next should happen. Never throws. An empty store (nothing
 * to send, nothing to prune) skips the drain, so its code (a lazy chunk) is downloaded only once
 * the outbox holds an entry. A chunk that fails to download fails the round like any other
 * error: the entries stay where they are and the next round asks for it again.
 */
export function* deliverOnce(deps: OutboxSagaDeps, changes: Channel<OutboxEntrySummary>) {
  let wakeAt = nextWakeAt(deps, null);
  // Offline for sure (navigator.onLine is only ever wrong the other way): just refresh the mirror.
  const online = deps.isOnline();
  let draining = false;
  try {
    const stored: OutboxEntry[] = online ? yield call([deps.store, deps.store.list]) : [];
    if (stored.length > 0) {
      draining = true;
      yield put(drainStarted());
      const result: LockResult<DrainReport> = yield call(runDrain, deps, changes);
      wakeAt = result.ran ? nextWakeAt(deps, result.value.nextAttemptAt) : deps.now() + LOCK_BUSY_RETRY_MS;
    }
    yield call(syncMirror, deps);
  } catch (error) {
    deps.log('outbox: delivery round failed', error);
  } finally {
    if (draining) yield put(drainFinished());
  }
  return wakeAt;
}
