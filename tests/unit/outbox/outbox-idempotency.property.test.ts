import fc from 'fast-check';
import { fakeOpen } from './support/entries';
import { createFakeLockManager, type FakeLockManager } from './support/fake-lock-manager';
import { createOutboxWorld, type DrainerKind, type Fault, type OutboxWorld } from './support/outbox-world';
import { flushMicrotasks } from './support/step-scheduler';

/*
 * The outbox (real drainOutbox, real withDeliveryLock over a fake navigator.locks) together with
 * the server's idempotency rules (a model with the real request fingerprint), under everything
 * the field does to them: two tabs and the service worker draining, pages reloaded mid-drain
 * (an entry left 'sending' while its request is still on the way), answers lost, timeouts,
 * 503s, offline spells, replays racing the original (409) and keys reused by another client
 * (422). Every interleaving point is chosen by fast-check.
 */

type Op =
  | { kind: 'enqueue'; group: number; valid: boolean }
  | { kind: 'drain'; drainer: DrainerKind }
  | { kind: 'kill'; choice: number }
  | { kind: 'step'; choice: number }
  | { kind: 'tick'; ms: number }
  | { kind: 'faults'; faults: Fault[] }
  | { kind: 'intrude'; choice: number; sameBody: boolean };

const faultArb = fc.constantFrom<Fault>('ok', 'ok', 'offline', '503', 'lost', 'timeout');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('enqueue' as const),
      group: fc.integer({ min: 0, max: 2 }),
      valid: fc.constantFrom(true, true, true, false), // shrinks towards valid
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('drain' as const),
      drainer: fc.constantFrom<DrainerKind>('tab', 'worker'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('kill' as const), choice: fc.nat(7) }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('step' as const), choice: fc.nat(7) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 20_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('faults' as const),
      faults: fc.array(faultArb, { maxLength: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('intrude' as const),
      choice: fc.nat(7),
      sameBody: fc.boolean(),
    }),
  },
);

let locks: FakeLockManager;
const originalNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

/** A fresh navigator.locks per run: withDeliveryLock reads it on every call. */
function installLocks(): void {
  locks = createFakeLockManager();
  Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true, writable: true });
}

afterEach(() => {
  if (originalNavigator) Object.defineProperty(globalThis, 'navigator', originalNavigator);
  else delete (globalThis as { navigator?: unknown }).navigator;
});

/** At every moment: no effect twice, effects of a group in creation order, one drainer at a time. */
function checkSafety(world: OutboxWorld) {
  const { effects } = world.server;
  expect(new Set(effects).size).toBe(effects.length);
  for (const group of new Set(world.created.map((e) => e.group))) {
    const order = world.created.filter((e) => e.group === group).map((e) => e.id);
    const positions = effects.filter((id) => order.includes(id)).map((id) => order.indexOf(id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  }
  expect(locks.maxHolders()).toBeLessThanOrEqual(1);
}

/** After the faults stop: every entry delivered exactly once with the server's answer, or refused. */
async function checkEventualDelivery(world: OutboxWorld) {
  const final = await world.store.list();
  expect(final.map((e) => e.id).sort()).toEqual(world.created.map((e) => e.id).sort()); // nothing lost
  for (const entry of final) {
    const applied = world.server.effects.includes(entry.id);
    const valid = (
      (await fakeOpen(world.created.find((e) => e.id === entry.id)!.payload!)) as { valid: boolean }
    ).valid;
    expect({ id: entry.id, state: entry.state, applied }).toEqual({
      id: entry.id,
      state: valid ? 'delivered' : 'failed',
      applied: valid,
    });
    if (entry.state === 'delivered') {
      expect(entry.payload).toBeUndefined();
      expect(await fakeOpen(entry.response!)).toEqual(world.server.storedAnswer(entry.id)!.body);
    } else {
      expect(entry.lastError?.status).toBe(400);
    }
  }
}

async function run(world: OutboxWorld, op: Op, intrusions: Array<Promise<unknown>>) {
  if (op.kind === 'enqueue') await world.enqueue(op.group, op.valid);
  else if (op.kind === 'drain') world.startDrainer(op.drainer);
  else if (op.kind === 'kill') world.kill(op.choice);
  else if (op.kind === 'step') world.scheduler.release(op.choice);
  else if (op.kind === 'tick') world.clock.at += op.ms;
  else if (op.kind === 'faults') world.setFaults(op.faults);
  else {
    const reply = world.intrude(op.choice, op.sameBody);
    if (reply) {
      intrusions.push(
        reply.then((answer) => {
          // The original may still be in flight (a dead page's request): then 409, never an effect.
          if (answer.status === 409) return;
          if (op.sameBody) expect(answer.status).toBe(201);
          else expect(answer.status).toBe(422);
        }),
      );
    }
  }
  await flushMicrotasks();
}

/** Answers of each kind, and drainers that died with a request on the way, over all runs. */
const tally = new Map<string, number>();
const deadDrainers = { count: 0 };

describe('the outbox and the server idempotency together (property)', () => {
  it('delivers every write exactly once, in order within its group, whatever the faults', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 80, size: 'max' }), async (ops) => {
        installLocks();
        const world = createOutboxWorld();
        const intrusions: Array<Promise<unknown>> = [];
        for (const op of ops) {
          await run(world, op, intrusions);
          checkSafety(world);
        }
        await world.quiesce();
        await Promise.all(intrusions);
        checkSafety(world);
        await world.settle();
        checkSafety(world);
        await checkEventualDelivery(world);
        for (const [kind, n] of world.server.answered) tally.set(kind, (tally.get(kind) ?? 0) + n);
        deadDrainers.count += world.deadWhileSending();
      }),
      { numRuns: 1_000 },
    );
  }, 180_000);

  // Runs after the property (Jest keeps the order): it must have met every fault, not just passed.
  it('met every kind of answer and drainers dying mid-send along the way', () => {
    for (const kind of ['201', '201 replay', '400', '409', '422', '503']) {
      expect({ kind, seen: (tally.get(kind) ?? 0) > 20 }).toEqual({ kind, seen: true });
    }
    expect(deadDrainers.count).toBeGreaterThan(100);
  });
});
