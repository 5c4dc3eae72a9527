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
import { LOCK_BUSY_RETRY_MS } from './outbox-defaults';
import type { DeliveredAnswer } from './write-answer';
import { service, services, type SagaServices } from '../shared/saga-services';

/** The entry's answer as the waiting flows read it (writeAnswer); logged when unusable, never its content. */
async function openResponse(
  outbox: Pick<SagaServices, 'log' | 'open'>,
  entry: OutboxEntry,
): Promise<DeliveredAnswer> {
  if (entry.answerUnusable) {
    outbox.log(`outbox: ${entry.callName} delivered; its answer does not match its contract`, null);
    return { answerUnusable: true };
  }
  if (!entry.response) return {};
  try {
    return { response: await outbox.open(entry.response) };
  } catch (error) {
    outbox.log(`outbox: cannot read the answer to ${entry.callName}`, error);
    return { answerUnusable: true };
  }
}

/**
 * Tells the page's sagas about deliveries (also those the service worker made while the page
 * was closed). Marked after dispatching: a crash in between repeats it once, never skips it.
 */
function* announceDeliveries(entries: OutboxEntry[]) {
  const outbox = yield* services('now', 'outboxStore', 'open', 'log');
  for (const entry of entries) {
    if (entry.state !== 'delivered' || entry.announcedAt !== undefined) continue;
    const answer: DeliveredAnswer = yield call(openResponse, outbox, entry);
    const { id, callName, group, deliveredAt } = entry;
    yield put(entryDelivered({ id, callName, group, ...answer, ...(deliveredAt ? { deliveredAt } : {}) }));
    const at = outbox.now();
    yield call([outbox.outboxStore, outbox.outboxStore.update], id, (stored: OutboxEntry) => ({
      ...stored,
      announcedAt: at,
    }));
  }
}

/** Re-reads the store into the redux mirror, then announces new deliveries. */
export function* syncMirror() {
  const outboxStore = yield* service('outboxStore');
  const entries: OutboxEntry[] = yield call([outboxStore, outboxStore.list]);
  yield put(synced(entries.map(summarizeEntry)));
  yield call(announceDeliveries, entries);
}

/** When to drain next: the next due entry, at least 1 s away, at most one interval away. */
export function nextWakeAt(
  outbox: Pick<SagaServices, 'now' | 'drainIntervalMs'>,
  nextAttemptAt: number | null,
): number {
  const at = outbox.now();
  const latest = at + outbox.drainIntervalMs;
  if (nextAttemptAt === null) return latest;
  return Math.min(latest, Math.max(at + 1_000, nextAttemptAt));
}

function runDrain(
  outbox: Pick<
    SagaServices,
    'lock' | 'drain' | 'outboxStore' | 'send' | 'contractOf' | 'now' | 'seal' | 'jitter'
  >,
  changes: Channel<OutboxEntrySummary>,
): Promise<LockResult<DrainReport>> {
  return outbox.lock(() =>
    outbox.drain({
      store: outbox.outboxStore,
      send: outbox.send,
      contractOf: outbox.contractOf,
      now: outbox.now,
      onChange: (entry) => changes.put(summarizeEntry(entry)),
      ...(outbox.seal ? { seal: outbox.seal } : {}),
      ...(outbox.jitter ? { jitter: outbox.jitter } : {}),
    }),
  );
}

/**
 * One delivery round; returns when the next should happen. Never throws. An empty store (nothing
 * to send, nothing to prune) skips the drain, so its code (a lazy chunk) is downloaded only once
 * the outbox holds an entry. A chunk that fails to download fails the round like any other
 * error: the entries stay where they are and the next round asks for it again.
 */
export function* deliverOnce(changes: Channel<OutboxEntrySummary>) {
  const outbox = yield* services(
    'isOnline',
    'outboxStore',
    'now',
    'log',
    'drainIntervalMs',
    'lock',
    'drain',
    'send',
    'contractOf',
    'seal',
    'jitter',
  );
  let wakeAt = nextWakeAt(outbox, null);
  // Offline for sure (navigator.onLine is only ever wrong the other way): just refresh the mirror.
  const online = outbox.isOnline();
  let draining = false;
  try {
    const stored: OutboxEntry[] = online ? yield call([outbox.outboxStore, outbox.outboxStore.list]) : [];
    if (stored.length > 0) {
      draining = true;
      yield put(drainStarted());
      const result: LockResult<DrainReport> = yield call(runDrain, outbox, changes);
      wakeAt = result.ran
        ? nextWakeAt(outbox, result.value.nextAttemptAt)
        : outbox.now() + LOCK_BUSY_RETRY_MS;
    }
    yield call(syncMirror);
  } catch (error) {
    outbox.log('outbox: delivery round failed', error);
  } finally {
    if (draining) yield put(drainFinished());
  }
  return wakeAt;
}
