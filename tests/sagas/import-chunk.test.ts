import { connectionChanged } from '../../src/features/offline/outbox-slice';
import { CHUNK_RETRY_MS, importChunk } from '../../sagas/shared/import-chunk';
import { startSagaHarness } from './support/saga-harness';

async function run(load: () => Promise<{ name: string }>) {
  const h = await startSagaHarness({});
  const task = h.run(importChunk, load);
  return { store: h.store, done: task.toPromise() as Promise<{ name: string }>, task };
}

/** A chunk download that fails `failures` times (offline), then succeeds. */
function flakyChunk(failures: number) {
  let calls = 0;
  const load = jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { name: 'support-request' };
  });
  return load;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('importChunk: a lazy chunk that did not download is asked again', () => {
  it('returns the module at once when the download works', async () => {
    const load = flakyChunk(0);
    await expect((await run(load)).done).resolves.toEqual({ name: 'support-request' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again as soon as the connection returns', async () => {
    const load = flakyChunk(1);
    const { store, done } = await run(load);
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    store.dispatch(connectionChanged({ online: false }));
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1); // going offline is no reason to try
    store.dispatch(connectionChanged({ online: true }));
    await expect(done).resolves.toEqual({ name: 'support-request' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('otherwise tries every 10 s until it works, and warns once', async () => {
    const load = flakyChunk(3);
    const { done } = await run(load);
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_MS);
    await expect(done).resolves.toEqual({ name: 'support-request' });
    expect(load).toHaveBeenCalledTimes(4);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
