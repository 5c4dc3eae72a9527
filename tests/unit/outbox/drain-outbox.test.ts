import { writeCallNamed } from '../../../src/shared/contracts/write-calls';
import { drainOutbox, DAY_MS, type DrainOptions } from '../../../src/shared/outbox/drain-outbox';
import type { SendResult } from '../../../src/shared/outbox/delivery-outcome';
import { UnreadablePayloadError } from '../../../src/shared/outbox/delivery-outcome';
import type { OutboxEntry } from '../../../src/shared/outbox/outbox-entry';
import { createMemoryOutboxStore } from './support/memory-outbox-store';
import { anyAnswer, fakeOpen, fakeSeal, makeEntry, testId } from './support/entries';

type Answer = SendResult | Error;

/** A fake transport answering per entry id from a script (default 201), recording every call. */
function scriptedSend(script: Record<string, Answer[]> = {}) {
  const calls: string[] = [];
  const send = async (entry: OutboxEntry): Promise<SendResult> => {
    calls.push(entry.id);
    const answer = script[entry.id]?.shift() ?? {
      status: 201,
      body: { potentialId: `P-${entry.id.slice(-2)}` },
    };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { send, calls };
}

function setup(entries: OutboxEntry[], script?: Record<string, Answer[]>, at = 10_000) {
  const store = createMemoryOutboxStore(entries);
  const transport = scriptedSend(script);
  const clock = { at };
  const options: DrainOptions = {
    store,
    send: transport.send,
    contractOf: writeCallNamed,
    now: () => clock.at,
    seal: fakeSeal,
  };
  return { store, transport, clock, options };
}

const byId = (entries: OutboxEntry[], id: string) => entries.find((e) => e.id === id)!;

describe('drainOutbox', () => {
  it('delivers due entries oldest first, dropping the payload and keeping the sealed answer', async () => {
    const [a, b] = [makeEntry({ createdAt: 2 }), makeEntry({ createdAt: 1, group: 'other' })];
    const { store, transport, options } = setup([a, b]);
    const report = await drainOutbox(options);
    expect(transport.calls).toEqual([b.id, a.id]);
    expect(report.delivered.map((d) => d.entry.id)).toEqual([b.id, a.id]);
    expect(report.delivered[0]?.body).toEqual({ potentialId: `P-${b.id.slice(-2)}` });
    const stored = byId(store.snapshot(), a.id);
    expect(stored).toMatchObject({ state: 'delivered', attempts: 1, deliveredAt: 10_000 });
    expect(stored.payload).toBeUndefined();
    await expect(fakeOpen(stored.response!)).resolves.toEqual({ potentialId: `P-${a.id.slice(-2)}` });
    expect(report).toMatchObject({ waiting: 0, nextAttemptAt: null });
  });

  it('keeps order within a group: a retried entry holds back the later ones of its group only', async () => {
    const first = makeEntry({ createdAt: 1, group: 'g1' });
    const second = makeEntry({ createdAt: 2, group: 'g1' });
    const other = makeEntry({ createdAt: 3, group: 'g2' });
    const { store, transport, options } = setup([first, second, other], {
      [first.id]: [{ status: 503, body: {} }],
    });
    const report = await drainOutbox(options);
    expect(transport.calls).toEqual([first.id, other.id]);
    expect(byId(store.snapshot(), second.id)).toMatchObject({ state: 'saved', attempts: 0 });
    expect(byId(store.snapshot(), first.id)).toMatchObject({
      state: 'saved',
      attempts: 1,
      nextAttemptAt: 11_000,
      lastError: { status: 503 },
    });
    expect(report).toMatchObject({ waiting: 2, nextAttemptAt: 11_000 });
  });

  it('does not send an entry before it is due, nor anything after it in its group', async () => {
    const waiting = makeEntry({ createdAt: 1, nextAttemptAt: 20_000, attempts: 3 });
    const behind = makeEntry({ createdAt: 2 });
    const { transport, options } = setup([waiting, behind]);
    const report = await drainOutbox(options);
    expect(transport.calls).toEqual([]);
    expect(report.nextAttemptAt).toBe(20_000);
  });

  it('fails a 4xx permanently with the problem detail, and the group moves on', async () => {
    const bad = makeEntry({ createdAt: 1 });
    const next = makeEntry({ createdAt: 2 });
    const problem = { title: 'Bad Request', status: 400, detail: 'The date of birth is not valid' };
    const { store, transport, options } = setup([bad, next], { [bad.id]: [{ status: 400, body: problem }] });
    const report = await drainOutbox(options);
    expect(transport.calls).toEqual([bad.id, next.id]);
    expect(report.failed.map((e) => e.id)).toEqual([bad.id]);
    expect(byId(store.snapshot(), bad.id)).toMatchObject({
      state: 'failed',
      lastError: { status: 400, message: 'The date of birth is not valid' },
    });
    await drainOutbox(options);
    expect(transport.calls).toEqual([bad.id, next.id]); // never retried
  });

  it.each([408, 409, 425, 429, 500, 502])('retries status %i', async (status) => {
    const entry = makeEntry();
    const { store, options } = setup([entry], { [entry.id]: [{ status, body: { title: 'Busy' } }] });
    await drainOutbox(options);
    expect(byId(store.snapshot(), entry.id)).toMatchObject({
      state: 'saved',
      lastError: { status, message: 'Busy' },
    });
  });

  it('backs off 1 s, 2 s, 4 s … and honours a longer Retry-After', async () => {
    const entry = makeEntry();
    const errors = Array.from({ length: 4 }, () => ({ status: 500, body: {} }));
    const { store, clock, options } = setup([entry], {
      [entry.id]: [...errors, { status: 503, body: {}, retryAfterMs: 60_000 }],
    });
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const report = await drainOutbox(options);
      waits.push(report.nextAttemptAt! - clock.at);
      clock.at = report.nextAttemptAt!;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 60_000]);
    expect(byId(store.snapshot(), entry.id).attempts).toBe(5);
  });

  it('stops the drain on a network error and waits for the back-off before the next', async () => {
    const a = makeEntry({ createdAt: 1, group: 'g1' });
    const b = makeEntry({ createdAt: 2, group: 'g2' });
    const { store, transport, options } = setup([a, b], { [a.id]: [new TypeError('Failed to fetch')] });
    const report = await drainOutbox(options);
    expect(transport.calls).toEqual([a.id]);
    expect(byId(store.snapshot(), b.id)).toMatchObject({ state: 'saved', attempts: 0 });
    expect(byId(store.snapshot(), a.id).lastError?.message).toContain('Failed to fetch');
    expect(report.nextAttemptAt).toBe(11_000);
  });

  it('resends an entry left in "sending" by a crash, with the same key, even before its due time', async () => {
    const crashed = makeEntry({ state: 'sending', attempts: 2, nextAttemptAt: 99_999 });
    const { store, transport, options } = setup([crashed]);
    await drainOutbox(options);
    expect(transport.calls).toEqual([crashed.id]);
    expect(byId(store.snapshot(), crashed.id)).toMatchObject({ state: 'delivered', attempts: 3 });
  });

  it('reports each state change and marks "sending" in the store before sending', async () => {
    const entry = makeEntry();
    const store = createMemoryOutboxStore([entry]);
    const seen: string[] = [];
    const send = async (sent: OutboxEntry) => {
      seen.push(`store:${(await store.get(sent.id))?.state}`);
      return { status: 200, body: {} };
    };
    await drainOutbox({
      store,
      send,
      contractOf: anyAnswer,
      now: () => 1,
      seal: fakeSeal,
      onChange: (e) => seen.push(e.state),
    });
    expect(seen).toEqual(['sending', 'store:sending', 'delivered']);
  });

  it('fails an entry whose payload can no longer be decrypted instead of retrying forever', async () => {
    const entry = makeEntry();
    const { store, options } = setup([entry], { [entry.id]: [new UnreadablePayloadError('gone')] });
    await drainOutbox(options);
    expect(byId(store.snapshot(), entry.id).state).toBe('failed');
  });

  it('keeps a delivery even when its answer cannot be sealed', async () => {
    const entry = makeEntry();
    const { store, options } = setup([entry]);
    await drainOutbox({ ...options, seal: () => Promise.reject(new Error('no key')) });
    const stored = byId(store.snapshot(), entry.id);
    expect(stored.state).toBe('delivered');
    expect(stored.response).toBeUndefined();
    expect(stored.answerUnusable).toBe(true);
  });

  it('stores only an answer that matches the entry contract, as the contract parsed it', async () => {
    const entry = makeEntry();
    const { store, options } = setup([entry], {
      [entry.id]: [{ status: 201, body: { potentialId: 'P-7', name: 'Ada Lovelace' } }],
    });
    const report = await drainOutbox(options);
    const stored = byId(store.snapshot(), entry.id);
    await expect(fakeOpen(stored.response!)).resolves.toEqual({ potentialId: 'P-7' });
    expect(stored.answerUnusable).toBeUndefined();
    expect(report.delivered[0]?.body).toEqual({ potentialId: 'P-7' });
  });

  it('delivers a 2xx whose answer does not match its contract, keeps no answer and never resends it', async () => {
    const entry = makeEntry();
    const next = makeEntry({ createdAt: 1 });
    const { store, transport, clock, options } = setup([entry, next], {
      [entry.id]: [{ status: 201, body: { potentialId: 42, name: 'Ada Lovelace' } }],
    });
    const report = await drainOutbox(options);
    const stored = byId(store.snapshot(), entry.id);
    expect(stored).toMatchObject({ state: 'delivered', attempts: 1, answerUnusable: true });
    expect(stored.response).toBeUndefined();
    expect(stored.lastError).toBeUndefined();
    expect(report.delivered.map((d) => [d.entry.id, d.body])).toEqual([
      [entry.id, undefined],
      [next.id, { potentialId: `P-${next.id.slice(-2)}` }],
    ]);
    expect(report).toMatchObject({ waiting: 0, nextAttemptAt: null });
    clock.at += DAY_MS;
    await drainOutbox(options);
    expect(transport.calls).toEqual([entry.id, next.id]);
  });

  it('delivers an entry whose contract is no longer known, with its answer unusable', async () => {
    const entry = makeEntry({ callName: 'Retired/Call' });
    const { store, options } = setup([entry]);
    await drainOutbox(options);
    const stored = byId(store.snapshot(), entry.id);
    expect(stored).toMatchObject({ state: 'delivered', answerUnusable: true });
    expect(stored.response).toBeUndefined();
  });

  it('ends the drain before sending when the entry contract cannot be loaded', async () => {
    const entry = makeEntry();
    const { store, transport, options } = setup([entry]);
    const contractOf = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(drainOutbox({ ...options, contractOf })).rejects.toThrow('dynamically imported');
    expect(transport.calls).toEqual([]);
    expect(store.snapshot()).toEqual([entry]);
  });

  it('prunes delivered and failed entries after 7 days, never waiting ones', async () => {
    const old = 1_000;
    const delivered = makeEntry({ id: testId(), state: 'delivered', deliveredAt: old, payload: undefined });
    const failed = makeEntry({ id: testId(), state: 'failed', createdAt: old + 1 });
    const waiting = makeEntry({ id: testId(), createdAt: old + 2, nextAttemptAt: Number.MAX_SAFE_INTEGER });
    const { store, options } = setup([delivered, failed, waiting], {}, old + 7 * DAY_MS + 10);
    await drainOutbox(options);
    expect(store.snapshot().map((e) => e.id)).toEqual([waiting.id]);
  });
});
