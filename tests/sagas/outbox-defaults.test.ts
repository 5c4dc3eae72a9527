import type { SendResult } from '../../src/shared/outbox/delivery-outcome';
import type { OutboxEntry } from '../../src/shared/outbox/outbox-entry';
import { outboxDefaults } from '../../sagas/outbox/outbox-defaults';
import { anyAnswer, fakeSeal, makeEntry } from '../unit/outbox/support/entries';
import { createMemoryOutboxStore } from '../unit/outbox/support/memory-outbox-store';

/*
 * The default drain and sender come from lazy chunks (dynamic imports). The sender's module is
 * replaced here, so that its download can fail and the senders created be counted.
 */

const mockChunk = { fail: 0, loads: 0 };
const mockCreated: Array<jest.Mock<Promise<SendResult>, [OutboxEntry]>> = [];

jest.mock('../../src/shared/outbox/send-entry', () => {
  if (mockChunk.fail > 0) {
    mockChunk.fail -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  mockChunk.loads += 1;
  return {
    createFetchSender: () => {
      const send = jest.fn(async (_entry: OutboxEntry): Promise<SendResult> => ({
        status: 201,
        body: { potentialId: 'P-1' },
      }));
      mockCreated.push(send);
      return send;
    },
  };
});

beforeEach(() => {
  jest.resetModules(); // each test downloads the chunks afresh
  mockChunk.fail = 0;
  mockChunk.loads = 0;
  mockCreated.length = 0;
});

/** The outbox's real sender, drain and contract lookup, made as provideDefaults makes them. */
function defaultServices() {
  const defaults = outboxDefaults();
  return { send: defaults.send(), drain: defaults.drain(), contractOf: defaults.contractOf() };
}

describe('outboxDefaults', () => {
  it('downloads nothing until the first send, then creates the fetch sender once', async () => {
    const services = defaultServices();
    expect(mockChunk.loads).toBe(0);
    const entry = makeEntry();
    await expect(services.send(entry)).resolves.toEqual({ status: 201, body: { potentialId: 'P-1' } });
    await services.send(entry);
    expect(mockChunk.loads).toBe(1);
    expect(mockCreated).toHaveLength(1);
    expect(mockCreated[0]).toHaveBeenCalledTimes(2);
  });

  it('asks for the sender chunk again after a failed download', async () => {
    mockChunk.fail = 1;
    const services = defaultServices();
    const entry = makeEntry();
    await expect(services.send(entry)).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(services.send(entry)).resolves.toMatchObject({ status: 201 });
    expect(mockCreated).toHaveLength(1);
  });

  it('drains with the real drainOutbox and the lazy sender', async () => {
    const services = defaultServices();
    const entry = makeEntry();
    const store = createMemoryOutboxStore([entry]);
    const report = await services.drain({
      store,
      send: services.send,
      contractOf: services.contractOf,
      now: () => 1_000,
      seal: fakeSeal,
    });
    expect(report.delivered.map((d) => d.entry.id)).toEqual([entry.id]);
    expect(mockCreated[0]).toHaveBeenCalledTimes(1);
    expect((await store.list())[0]).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('fails the drain before touching an entry when the sender chunk does not download', async () => {
    mockChunk.fail = 1;
    const services = defaultServices();
    const entry = makeEntry();
    const store = createMemoryOutboxStore([entry]);
    const drain = () =>
      services.drain({
        store,
        send: services.send,
        contractOf: services.contractOf,
        now: () => 1_000,
        seal: fakeSeal,
      });
    await expect(drain()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await store.list()).toEqual([entry]);
    await expect(drain()).resolves.toMatchObject({ waiting: 0 });
    expect((await store.list())[0]).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('does not download the sender chunk for a drain given another sender', async () => {
    const services = defaultServices();
    const store = createMemoryOutboxStore([makeEntry()]);
    const send = jest.fn(async (): Promise<SendResult> => ({ status: 200, body: {} }));
    await services.drain({ store, send, contractOf: anyAnswer, now: () => 1_000, seal: fakeSeal });
    expect(send).toHaveBeenCalledTimes(1);
    expect(mockChunk.loads).toBe(0);
  });
});
