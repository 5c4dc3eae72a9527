import fc from 'fast-check';
import { drainOutbox } from '../../../src/shared/outbox/drain-outbox';
import type { SendResult } from '../../../src/shared/outbox/delivery-outcome';
import type { OutboxEntry } from '../../../src/shared/outbox/outbox-entry';
import { createMemoryOutboxStore } from './support/memory-outbox-store';
import { anyAnswer, fakeSeal, makeEntry, testId } from './support/entries';

/**
 * What the network does with one request: the server applies it ('ok'), rejects it ('reject'),
 * is down ('5xx'), is unreachable ('offline'), applies it but the answer is lost ('lost'), or
 * applies it and then the client dies before recording the answer ('crash').
 */
type Answer = 'ok' | 'reject' | '5xx' | 'offline' | 'lost' | 'crash';

class CrashError extends Error {}

/** An idempotent server: the first request of a key decides; replays get the stored answer. */
function createServer() {
  const stored = new Map<string, SendResult>();
  const applied: string[] = [];
  function handle(id: string, answer: Answer): SendResult {
    const previous = stored.get(id);
    if (previous) return previous;
    if (answer === '5xx' || answer === 'offline') return { status: 503, body: { title: 'Unavailable' } };
    const result: SendResult =
      answer === 'reject'
        ? { status: 422, body: { title: 'Invalid' } }
        : { status: 201, body: { applied: id } };
    if (result.status === 201) applied.push(id);
    stored.set(id, result);
    return result;
  }
  return { handle, applied };
}

type Op =
  { kind: 'enqueue'; group: number } | { kind: 'drain'; answers: Answer[] } | { kind: 'tick'; ms: number };

const answerArb = fc.constantFrom<Answer>('ok', 'reject', '5xx', 'offline', 'lost', 'crash');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('enqueue' as const), group: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('drain' as const), answers: fc.array(answerArb, { maxLength: 6 }) }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 20_000 }) }),
);

function createWorld() {
  const server = createServer();
  const base = createMemoryOutboxStore();
  let crashNextPut = false;
  const store = {
    ...base,
    async put(entry: OutboxEntry) {
      if (crashNextPut) {
        crashNextPut = false;
        throw new CrashError('the page died before recording the answer');
      }
      return base.put(entry);
    },
  };
  const clock = { at: 1_000 };
  const created: OutboxEntry[] = [];
  let answers: Answer[] = [];
  const send = async (entry: OutboxEntry): Promise<SendResult> => {
    const answer = answers.shift() ?? 'ok';
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const result = server.handle(entry.id, answer);
    if (answer === 'lost') throw new TypeError('connection reset');
    if (answer === 'crash') crashNextPut = true;
    return result;
  };
  async function drain(next: Answer[]) {
    answers = [...next];
    try {
      return await drainOutbox({ store, send, contractOf: anyAnswer, now: () => clock.at, seal: fakeSeal });
    } catch (error) {
      if (!(error instanceof CrashError)) throw error;
      return null;
    }
  }
  return {
    server,
    store: base,
    clock,
    created,
    drain,
    enqueue: async (group: number) => {
      const entry = await base.add(makeEntry({ id: testId(), group: `g${group}`, createdAt: clock.at }));
      created.push(entry);
    },
  };
}

type World = ReturnType<typeof createWorld>;

function checkInvariants(world: World) {
  const { applied } = world.server;
  expect(new Set(applied).size).toBe(applied.length); // never applied twice
  for (const group of new Set(world.created.map((e) => e.group))) {
    const order = world.created.filter((e) => e.group === group).map((e) => e.id);
    const appliedInGroup = applied.filter((id) => order.includes(id));
    const positions = appliedInGroup.map((id) => order.indexOf(id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b)); // creation order kept
  }
}

async function settleEverything(world: World) {
  for (let round = 0; round < 50; round += 1) {
    world.clock.at += 10 * 60_000; // past any back-off
    const report = await world.drain([]);
    if (report && report.waiting === 0) return;
  }
  throw new Error('the outbox never settled');
}

describe('drainOutbox against an idempotent server (property)', () => {
  it('applies every entry exactly once or fails it, and keeps order within a group', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 30 }), async (ops) => {
        const world = createWorld();
        for (const op of ops) {
          if (op.kind === 'enqueue') await world.enqueue(op.group);
          else if (op.kind === 'tick') world.clock.at += op.ms;
          else await world.drain(op.answers);
          checkInvariants(world);
        }
        await settleEverything(world);
        checkInvariants(world);
        const final = world.store.snapshot();
        expect(final).toHaveLength(world.created.length); // nothing lost
        for (const entry of final) {
          const wasApplied = world.server.applied.includes(entry.id);
          expect(entry.state === 'delivered' ? wasApplied : entry.state === 'failed' && !wasApplied).toBe(
            true,
          );
          if (entry.state === 'delivered') expect(entry.payload).toBeUndefined();
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
