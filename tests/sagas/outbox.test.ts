import { addParticipant } from '../../src/shared/contracts/participant';
import { enqueueWrite } from '../../src/lib/outbox-client';
import { makeEntry } from '../unit/outbox/support/entries';
import { createMemoryOutboxStore } from '../unit/outbox/support/memory-outbox-store';
import { flush, startOutboxSaga, stopAllOutboxSagas } from './outbox-harness';

const T0 = Date.UTC(2025, 0, 1);

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});
afterEach(() => {
  stopAllOutboxSagas();
  jest.useRealTimers();
});

const server503 = { status: 503, body: { title: 'Service Unavailable' } };

describe('outboxSaga', () => {
  it('delivers on start, mirrors the store and announces each delivery once with its answer', async () => {
    const entry = makeEntry({ createdAt: T0 - 10, group: 'enrol-1' });
    const h = await startOutboxSaga([entry]);
    await flush();
    expect(h.sent.map((s) => s.id)).toEqual([entry.id]);
    expect(h.redux.getState().outbox.entries).toEqual([
      expect.objectContaining({ id: entry.id, state: 'delivered', deliveredAt: T0 }),
    ]);
    const delivered = h.actions.filter((a) => a.type === 'outbox/entryDelivered');
    expect(delivered).toEqual([
      {
        type: 'outbox/entryDelivered',
        payload: expect.objectContaining({
          id: entry.id,
          callName: 'Participant/Add',
          group: 'enrol-1',
          response: { potentialId: `P-${entry.id.slice(-4)}` },
        }),
      },
    ]);
    expect(h.redux.getState().outbox.lastDeliveryAt).toBe(T0);
    await flush(30_000); // the next timed round must not announce it again
    expect(h.actions.filter((a) => a.type === 'outbox/entryDelivered')).toHaveLength(1);
    h.stop();
  });

  it('keeps order within a group while the first entry backs off 1 s, 2 s', async () => {
    const first = makeEntry({ createdAt: 1, group: 'g' });
    const second = makeEntry({ createdAt: 2, group: 'g' });
    const h = await startOutboxSaga([first, second]);
    h.script(first.id, server503, server503);
    await flush();
    expect(h.sent).toEqual([{ id: first.id, at: T0 }]);
    await flush(999);
    expect(h.sent).toHaveLength(1); // not before its back-off
    await flush(1);
    expect(h.sent.map((s) => s.at - T0)).toEqual([0, 1_000]);
    await flush(2_000);
    expect(h.sent.map((s) => [s.id, s.at - T0])).toEqual([
      [first.id, 0],
      [first.id, 1_000],
      [first.id, 3_000],
      [second.id, 3_000],
    ]);
    h.stop();
  });

  it('fails a 4xx permanently, shows why, and never resends it', async () => {
    const entry = makeEntry({ createdAt: T0 });
    const h = await startOutboxSaga([entry]);
    h.script(entry.id, { status: 400, body: { title: 'Bad Request', detail: 'Phone number is not valid' } });
    await flush();
    await flush(5 * 60_000);
    expect(h.sent).toHaveLength(1);
    expect(h.redux.getState().outbox.entries[0]).toMatchObject({
      state: 'failed',
      lastError: { status: 400, message: 'Phone number is not valid' },
    });
    h.stop();
  });

  it('retries a 5xx until the server recovers', async () => {
    const entry = makeEntry();
    const h = await startOutboxSaga([entry]);
    h.script(entry.id, server503, server503, server503);
    await flush();
    await flush(1_000 + 2_000 + 4_000);
    expect(h.sent.map((s) => s.at - T0)).toEqual([0, 1_000, 3_000, 7_000]);
    expect(h.redux.getState().outbox.entries[0]).toMatchObject({ state: 'delivered', attempts: 4 });
    h.stop();
  });

  it('delivers as soon as a write is queued', async () => {
    const store = createMemoryOutboxStore();
    const h = await startOutboxSaga([], { outboxStore: store });
    await flush();
    const body = {
      potentialParticipant_ID: 'guest',
      sessionStartDateTime: new Date(T0).toISOString(),
      journeyStatus: 'Partial' as const,
      journeyId: '01' as const,
      tenantKey: 't',
      enrollmentId: 'e',
    };
    const summary = await enqueueWrite(
      addParticipant,
      { body },
      { group: 'e', label: 'Visit recorded' },
      {
        store,
        seal: async (v) => ({ v: 1, iv: 'aXY=', data: btoa(JSON.stringify(v)) }),
        deviceId: () => 'device-0123456789abcdef',
        requestSync: async () => undefined,
      },
    );
    await flush();
    expect(h.actions.some((a) => a.type === 'outbox/entryQueued')).toBe(true);
    expect(h.sent.map((s) => s.id)).toEqual([summary.id]);
    h.stop();
  });

  it('waits while offline and delivers on the online event', async () => {
    const entry = makeEntry({ createdAt: T0 });
    const offline = await startOutboxSaga([entry], {}, { online: false });
    await flush(60_000);
    expect(offline.sent).toEqual([]);
    expect(offline.redux.getState().outbox).toMatchObject({ online: false });
    expect(offline.redux.getState().outbox.entries[0]).toMatchObject({ state: 'saved' });
    await flush(10_000);
    offline.goOnline();
    await flush();
    expect(offline.sent.map((s) => s.at - T0)).toEqual([70_000]); // not the 90 s timer: the event
    expect(offline.redux.getState().outbox.online).toBe(true);
    offline.goOffline();
    expect(offline.redux.getState().outbox.online).toBe(false);
    offline.stop();
  });

  it('drains every 30 s and when the service worker reports', async () => {
    const h = await startOutboxSaga();
    await flush();
    const late = makeEntry({ createdAt: T0 });
    await h.store.add(late); // written by another context, without telling this one
    await flush(29_999);
    expect(h.sent).toEqual([]);
    await flush(1);
    expect(h.sent.map((s) => s.at - T0)).toEqual([30_000]);
    const fromWorker = makeEntry({ createdAt: T0 + 1 });
    await h.store.add(fromWorker);
    await flush(5_000);
    h.swMessage();
    await flush();
    expect(h.sent.map((s) => s.at - T0)).toEqual([30_000, 35_000]);
    h.stop();
  });

  it('looks again after 5 s when another context holds the delivery lock', async () => {
    const entry = makeEntry();
    let busy = true;
    const h = await startOutboxSaga([entry], {
      lock: async (run) => (busy ? { ran: false } : { ran: true, value: await run() }),
    });
    await flush(4_999);
    expect(h.sent).toEqual([]);
    busy = false;
    await flush(1);
    expect(h.sent.map((s) => s.at - T0)).toEqual([5_000]);
    h.stop();
  });

  it('survives a failing store and tries again on the next round', async () => {
    const entry = makeEntry();
    const store = createMemoryOutboxStore([entry]);
    const list = store.list.bind(store);
    let broken = true;
    store.list = () => (broken ? Promise.reject(new Error('IndexedDB closed')) : list());
    const h = await startOutboxSaga([], { outboxStore: store });
    await flush();
    expect(h.log).toHaveBeenCalledWith('outbox: delivery round failed', expect.any(Error));
    broken = false;
    await flush(30_000);
    expect(h.sent.map((s) => s.id)).toEqual([entry.id]);
    h.stop();
  });
});
