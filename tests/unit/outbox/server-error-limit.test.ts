import { DAY_MS, drainOutbox, type DrainReport } from '../../../src/shared/outbox/drain-outbox';
import type { SendResult } from '../../../src/shared/outbox/delivery-outcome';
import type { OutboxEntry } from '../../../src/shared/outbox/outbox-entry';
import {
  MAX_SERVER_ERRORS,
  SERVER_ERROR_MAX_AGE_MS,
  SERVER_ERRORS_GAVE_UP,
} from '../../../src/shared/outbox/server-error-limit';
import { createMemoryOutboxStore } from './support/memory-outbox-store';
import { anyAnswer, fakeSeal, makeEntry } from './support/entries';

/*
 * An entry the server cannot process (it answers 5xx every time) must not hold its group, or the
 * device, for good: after a bounded number of server errors, or once the server has failed it for
 * a day, it is marked failed with a reason and the entries behind it go on. Going offline never
 * counts: an entry waiting for a connection waits as long as it takes. Fake time throughout.
 */

type Answer = (entry: OutboxEntry) => SendResult | Error;

function world(entries: OutboxEntry[], answer: Answer) {
  const store = createMemoryOutboxStore(entries);
  const clock = { at: 1_000 };
  const sent: string[] = [];
  const send = async (entry: OutboxEntry) => {
    sent.push(entry.id);
    const result = answer(entry);
    if (result instanceof Error) throw result;
    return result;
  };
  const drain = () =>
    drainOutbox({ store, send, contractOf: anyAnswer, now: () => clock.at, seal: fakeSeal });
  /** Drains, then moves the clock to the next due time, until nothing waits or `until` passes. */
  const run = async (until: number) => {
    let report: DrainReport = await drain();
    while (report.nextAttemptAt !== null && report.nextAttemptAt <= until) {
      clock.at = Math.max(clock.at, report.nextAttemptAt);
      report = await drain();
    }
    return report;
  };
  const stored = (id: string) => store.snapshot().find((e) => e.id === id);
  return { store, clock, sent, run, stored };
}

const ok: SendResult = { status: 201, body: { ok: true } };
const internalError: SendResult = { status: 500, body: { title: 'Internal Server Error', status: 500 } };

describe('an entry the server keeps failing', () => {
  it(`is marked failed after ${MAX_SERVER_ERRORS} server errors, with a reason, and its group goes on`, async () => {
    const poisoned = makeEntry({ createdAt: 1, group: 'support' });
    const next = makeEntry({ createdAt: 2, group: 'support' });
    const w = world([poisoned, next], (e) => (e.id === poisoned.id ? internalError : ok));
    const report = await w.run(w.clock.at + DAY_MS);
    expect(w.stored(poisoned.id)).toMatchObject({
      state: 'failed',
      attempts: MAX_SERVER_ERRORS,
      lastError: { status: 500, reason: SERVER_ERRORS_GAVE_UP },
    });
    expect(w.stored(poisoned.id)?.payload).toBeDefined(); // kept: staff can send it again or export it
    expect(w.stored(next.id)).toMatchObject({ state: 'delivered' });
    expect(w.sent.filter((id) => id === poisoned.id)).toHaveLength(MAX_SERVER_ERRORS);
    expect(report).toMatchObject({ waiting: 0, nextAttemptAt: null });
  });

  it('gives up once the server has been unavailable (502/503/504) for a day, not before', async () => {
    const entry = makeEntry({ createdAt: 1 });
    const w = world([entry], () => ({ status: 503, body: {} }));
    await w.run(w.clock.at + SERVER_ERROR_MAX_AGE_MS - 60_000);
    expect(w.stored(entry.id)).toMatchObject({ state: 'saved' });
    expect(w.stored(entry.id)!.attempts).toBeGreaterThan(MAX_SERVER_ERRORS);
    await w.run(w.clock.at + 2 * SERVER_ERROR_MAX_AGE_MS);
    expect(w.stored(entry.id)).toMatchObject({
      state: 'failed',
      lastError: { status: 503, reason: SERVER_ERRORS_GAVE_UP },
    });
  });

  it('never gives up on an entry that only waits for a connection', async () => {
    const entry = makeEntry({ createdAt: 1 });
    const w = world([entry], () => new TypeError('Failed to fetch'));
    await w.run(w.clock.at + 10 * DAY_MS);
    expect(w.stored(entry.id)).toMatchObject({ state: 'saved' });
  });

  it('keeps a failed entry for the retention period counted from when it failed', async () => {
    // Created long ago (the device was offline for weeks), refused today: still listed for a week.
    const entry = makeEntry({ createdAt: 1 });
    const w = world([entry], () => ({ status: 422, body: { title: 'Invalid' } }));
    w.clock.at = 20 * DAY_MS;
    await w.run(w.clock.at);
    expect(w.stored(entry.id)).toMatchObject({ state: 'failed', failedAt: 20 * DAY_MS });
    w.clock.at = 26 * DAY_MS;
    await w.run(w.clock.at);
    expect(w.stored(entry.id)).toMatchObject({ state: 'failed' });
  });

  it('counts server errors only: network failures in between neither add to nor reset the count', async () => {
    const entry = makeEntry({ createdAt: 1 });
    let calls = 0;
    const w = world([entry], () => {
      calls += 1;
      return calls % 2 === 0 ? new TypeError('Failed to fetch') : internalError;
    });
    await w.run(w.clock.at + DAY_MS / 2);
    const stored = w.stored(entry.id)!;
    expect(stored.state).toBe('failed');
    expect(stored.serverErrors).toBe(MAX_SERVER_ERRORS);
    expect(stored.attempts).toBe(2 * MAX_SERVER_ERRORS - 1);
  });
});
