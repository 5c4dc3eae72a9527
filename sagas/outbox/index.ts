import { actionChannel, call, fork, put, race, take } from 'redux-saga/effects';
import { buffers, channel, eventChannel, type Channel, type EventChannel } from 'redux-saga';
import { connectionChanged, entryChanged, entryQueued } from '../../src/features/offline/outbox-slice';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { deliverOnce } from './outbox-deliver';
import { outboxDefaults } from './outbox-defaults';
import { provideDefaults, service, services } from '../shared/saga-services';

interface Sources {
  queued: Channel<ReturnType<typeof entryQueued>>;
  connection: EventChannel<boolean>;
  messages: EventChannel<true>;
  enqueued: EventChannel<OutboxEntrySummary>;
  changes: Channel<OutboxEntrySummary>;
}

function* openSources() {
  const { subscribeConnection, outboxBroadcasts, subscribeQueued } = yield* services(
    'subscribeConnection',
    'outboxBroadcasts',
    'subscribeQueued',
  );
  // Sliding buffers of one: a trigger that arrives mid-drain is kept, and ten are worth one.
  const queued: Sources['queued'] = yield actionChannel(entryQueued.type, buffers.sliding(1));
  return {
    queued,
    connection: eventChannel<boolean>((emit) => subscribeConnection(emit), buffers.sliding(1)),
    messages: eventChannel<true>((emit) => outboxBroadcasts(() => emit(true)), buffers.sliding(1)),
    enqueued: eventChannel<OutboxEntrySummary>((emit) => subscribeQueued(emit), buffers.expanding(8)),
    changes: channel<OutboxEntrySummary>(buffers.expanding(8)),
  } satisfies Sources;
}

/** Mirrors writes queued by enqueueWrite (outbox/entryQueued, which also starts a drain). */
function* forwardQueued(enqueued: EventChannel<OutboxEntrySummary>) {
  while (true) {
    const summary: OutboxEntrySummary = yield take(enqueued);
    yield put(entryQueued(summary));
  }
}

/** Mirrors state changes while a drain runs (e.g. 'sending'). */
function* forwardChanges(changes: Channel<OutboxEntrySummary>) {
  while (true) {
    const summary: OutboxEntrySummary = yield take(changes);
    yield put(entryChanged(summary));
  }
}

function* waitForTrigger(sources: Sources, wakeAt: number) {
  const { delay, now } = yield* services('delay', 'now');
  while (true) {
    const trigger: { connection?: boolean; timer?: true } = yield race({
      queued: take(sources.queued),
      connection: take(sources.connection),
      message: take(sources.messages),
      timer: call(delay, Math.max(0, wakeAt - now())),
    });
    if (trigger.connection === undefined) return;
    yield put(connectionChanged({ online: trigger.connection }));
    if (trigger.connection) return; // back online: deliver now; offline: keep waiting
  }
}

/**
 * Delivers the outbox: on start, when a write is queued, when the browser comes back online,
 * when the service worker reports a background delivery, and on a timer (every interval, or
 * sooner when a retry falls due). The drain itself is the shared drainOutbox.
 */
export function* outboxSaga() {
  yield* provideDefaults(outboxDefaults());
  const isOnline = yield* service('isOnline');
  const sources: Sources = yield call(openSources);
  try {
    yield fork(forwardQueued, sources.enqueued);
    yield fork(forwardChanges, sources.changes);
    yield put(connectionChanged({ online: isOnline() }));
    while (true) {
      const wakeAt: number = yield call(deliverOnce, sources.changes);
      yield call(waitForTrigger, sources, wakeAt);
    }
  } finally {
    sources.connection.close();
    sources.messages.close();
    sources.enqueued.close();
    sources.queued.close();
  }
}
