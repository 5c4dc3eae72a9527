import { DAY_MS, drainOutbox } from '../../src/shared/outbox/drain-outbox';
import { makeEntry } from '../unit/outbox/support/entries';
import { flush, startOutboxSaga, stopAllOutboxSagas } from './outbox-harness';

/*
 * The drain's code is a lazy chunk (the drain service): the saga asks for it only when the store holds
 * an entry, and a chunk that fails to download loses nothing.
 */

const T0 = Date.UTC(2025, 0, 1);

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});
afterEach(() => {
  stopAllOutboxSagas();
  jest.useRealTimers();
});

const types = (actions: Array<{ type: string }>) => actions.map((a) => a.type);

describe('outboxSaga with a lazy drain', () => {
  it('never drains an empty store: no chunk, no drainStarted, but the mirror is synced', async () => {
    const drain = jest.fn(drainOutbox);
    const h = await startOutboxSaga([], { drain });
    await flush();
    await flush(90_000); // three timed rounds
    h.swMessage();
    await flush();
    expect(drain).not.toHaveBeenCalled();
    expect(types(h.actions)).not.toContain('outbox/drainStarted');
    expect(types(h.actions)).not.toContain('outbox/drainFinished');
    expect(types(h.actions).filter((t) => t === 'outbox/synced')).toHaveLength(5);
    expect(h.redux.getState().outbox).toMatchObject({ entries: [], draining: false });
    expect(h.log).not.toHaveBeenCalled();
    h.stop();
  });

  it('drains a store holding one saved entry and delivers it', async () => {
    const entry = makeEntry({ createdAt: T0 - 10 });
    const drain = jest.fn(drainOutbox);
    const h = await startOutboxSaga([entry], { drain });
    await flush();
    expect(drain).toHaveBeenCalledTimes(1);
    expect(drain).toHaveBeenCalledWith(expect.objectContaining({ store: h.store }));
    expect(h.sent.map((s) => s.id)).toEqual([entry.id]);
    expect(types(h.actions)).toEqual(expect.arrayContaining(['outbox/drainStarted', 'outbox/drainFinished']));
    expect(h.redux.getState().outbox.entries).toEqual([
      expect.objectContaining({ id: entry.id, state: 'delivered', deliveredAt: T0 }),
    ]);
    expect(h.redux.getState().outbox.draining).toBe(false);
    h.stop();
  });

  it('still drains a store holding only a delivered entry, so that pruning runs', async () => {
    const old = makeEntry({
      createdAt: T0 - 8 * DAY_MS,
      state: 'delivered',
      deliveredAt: T0 - 8 * DAY_MS,
      announcedAt: T0 - 8 * DAY_MS,
    });
    const drain = jest.fn(drainOutbox);
    const h = await startOutboxSaga([old], { drain });
    await flush();
    expect(drain).toHaveBeenCalledTimes(1);
    expect(types(h.actions)).toContain('outbox/drainStarted');
    expect(h.sent).toEqual([]);
    expect(await h.store.list()).toEqual([]); // pruned: delivered more than 7 days ago
    expect(h.redux.getState().outbox.entries).toEqual([]);
    await flush(30_000); // now empty: the next round does not drain
    expect(drain).toHaveBeenCalledTimes(1);
    h.stop();
  });

  it('keeps the entry when the chunk fails to download, and tries again on the next round', async () => {
    const entry = makeEntry({ createdAt: T0 });
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const drain = jest.fn(drainOutbox).mockRejectedValueOnce(chunkError);
    const h = await startOutboxSaga([entry], { drain });
    await flush();
    expect(h.log).toHaveBeenCalledWith('outbox: delivery round failed', chunkError);
    expect(h.sent).toEqual([]);
    expect(await h.store.list()).toEqual([entry]); // untouched: not 'sending', no attempt counted
    expect(h.redux.getState().outbox.draining).toBe(false);
    await flush(29_999);
    expect(drain).toHaveBeenCalledTimes(1);
    await flush(1);
    expect(drain).toHaveBeenCalledTimes(2);
    expect(h.sent.map((s) => [s.id, s.at - T0])).toEqual([[entry.id, 30_000]]);
    expect(h.redux.getState().outbox.entries).toEqual([
      expect.objectContaining({ id: entry.id, state: 'delivered', attempts: 1 }),
    ]);
    h.stop();
  });

  it('asks for the chunk again as soon as the connection comes back', async () => {
    const entry = makeEntry({ createdAt: T0 });
    const drain = jest.fn(drainOutbox).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const h = await startOutboxSaga([entry], { drain });
    await flush();
    expect(h.sent).toEqual([]);
    await flush(5_000);
    h.goOffline();
    h.goOnline();
    await flush();
    expect(h.sent.map((s) => s.at - T0)).toEqual([5_000]);
    expect(h.redux.getState().outbox.entries[0]).toMatchObject({ state: 'delivered' });
    h.stop();
  });
});
