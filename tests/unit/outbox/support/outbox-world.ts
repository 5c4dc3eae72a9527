import { drainOutbox, type DrainReport } from '../../../../src/shared/outbox/drain-outbox';
import type { SendResult } from '../../../../src/shared/outbox/delivery-outcome';
import type { OutboxEntry } from '../../../../src/shared/outbox/outbox-entry';
import type { OutboxStore } from '../../../../src/shared/outbox/outbox-store-contract';
import { withDeliveryLock, type LockResult } from '../../../../src/shared/outbox/with-delivery-lock';
import { anyAnswer, fakeOpen, fakeSeal, makeEntry, testId } from './entries';
import { createIdempotentServerModel, type ModelRequest, type ServerFault } from './idempotent-server-model';
import { createMemoryOutboxStore } from './memory-outbox-store';
import { createStepScheduler } from './step-scheduler';

/**
 * One device (the outbox in IndexedDB, shared by its tabs and its service worker) and one
 * idempotent server. Drainers are tabs (skip when the lock is busy) or the service worker's
 * background sync (waits for the lock); a drainer can die at any moment (a reload, the worker
 * stopped), which releases its lock and leaves its entry 'sending'.
 */

/** What happens to the next request on the way: */
export type Fault =
  | 'ok'
  | 'offline' // never leaves the device
  | '503' // the server rolls back and says so
  | 'lost' // applied, but the answer never arrives
  | 'timeout'; // the client gives up while the request is still on its way

export type DrainerKind = 'tab' | 'worker';

class DrainerDied extends Error {}

interface Drainer {
  id: number;
  kind: DrainerKind;
  alive: boolean;
  diedSending?: boolean;
  sending?: number;
  die: () => void;
  died: Promise<never>;
  done: Promise<LockResult<DrainReport> | 'died'>;
}

/** The store as one context sees it: once the context is gone, nothing it does reaches IndexedDB. */
function storeOf(base: OutboxStore, drainer: { alive: boolean }): OutboxStore {
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!drainer.alive) throw new DrainerDied();
      return fn(...args);
    };
  return {
    add: guard(base.add),
    get: guard(base.get),
    put: guard(base.put),
    update: guard(base.update),
    list: guard(base.list),
    remove: guard(base.remove),
    prune: guard(base.prune),
  };
}

export function createOutboxWorld() {
  const scheduler = createStepScheduler();
  const server = createIdempotentServerModel(scheduler);
  const store = createMemoryOutboxStore();
  const clock = { at: 1_000_000 };
  const created: OutboxEntry[] = [];
  const drainers: Drainer[] = [];
  const stray: Array<Promise<unknown>> = [];
  let faults: Fault[] = [];
  let seq = 0;

  const requestOf = async (entry: OutboxEntry): Promise<ModelRequest> => ({
    key: entry.id,
    method: entry.method,
    path: entry.url,
    body: (await fakeOpen(entry.payload!)) as ModelRequest['body'],
  });

  async function send(entry: OutboxEntry): Promise<SendResult> {
    const fault = faults.shift() ?? 'ok';
    if (fault === 'offline') throw new TypeError('Failed to fetch');
    const serverFault: ServerFault = fault === '503' ? '503' : 'none';
    const answer = server.handle(await requestOf(entry), serverFault);
    stray.push(answer);
    if (fault === 'timeout') {
      await scheduler.point(`timeout ${entry.id.slice(-4)}`);
      throw new DOMException('The operation was aborted', 'AbortError');
    }
    const result = await answer;
    if (fault === 'lost') throw new TypeError('network connection was lost');
    return result;
  }

  function startDrainer(kind: DrainerKind): void {
    let die!: () => void;
    const died = new Promise<never>((_, reject) => (die = () => reject(new DrainerDied())));
    died.catch(() => undefined);
    const drainer = { id: drainers.length, kind, alive: true } as Drainer;
    drainer.die = () => {
      drainer.diedSending = (drainer.sending ?? 0) > 0;
      drainer.alive = false;
      die();
    };
    drainer.died = died;
    const run = () =>
      drainOutbox({
        store: storeOf(store, drainer),
        contractOf: anyAnswer,
        // A context that dies stops waiting for its answer; the request itself goes on.
        send: async (entry) => {
          drainer.sending = (drainer.sending ?? 0) + 1;
          try {
            return await Promise.race([send(entry), died]);
          } finally {
            drainer.sending -= 1;
          }
        },
        now: () => clock.at,
        seal: fakeSeal,
      });
    drainer.done = withDeliveryLock(run, { wait: kind === 'worker' }).catch((error: unknown) => {
      if (error instanceof DrainerDied) return 'died' as const;
      throw error;
    });
    drainers.push(drainer);
  }

  return {
    scheduler,
    server,
    store,
    clock,
    created,
    startDrainer,
    /** Kills the `choice`-th living drainer (a reload of its page, the worker stopped). */
    kill(choice: number): void {
      const living = drainers.filter((d) => d.alive);
      if (living.length) living[choice % living.length]!.die();
    },
    /** Drainers that died with a request of theirs still unanswered (the reload-mid-drain case). */
    deadWhileSending: () => drainers.filter((d) => !d.alive && d.diedSending).length,
    setFaults(next: Fault[]): void {
      faults = [...next];
    },
    async enqueue(group: number, valid: boolean): Promise<void> {
      seq += 1;
      const body = { group: `g${group}`, seq, valid };
      const payload = await fakeSeal(body);
      const entry = makeEntry({
        id: testId(),
        group: `g${group}`,
        url: '/api/model/Write',
        payload,
        createdAt: clock.at,
        nextAttemptAt: clock.at,
      });
      created.push(await store.add(entry));
    },
    /** Another client sends a key the server already stored, with the same or another body. */
    intrude(choice: number, sameBody: boolean): Promise<SendResult> | null {
      const stored = created.filter((e) => server.storedAnswer(e.id));
      if (!stored.length) return null;
      const entry = stored[choice % stored.length]!;
      const reply = requestOf(entry).then((request) =>
        server.handle(sameBody ? request : { ...request, body: { ...request.body, note: 'other' } }),
      );
      stray.push(reply);
      return reply;
    },
    /** Everything in flight finishes: requests arrive, answers return, drainers end. */
    async quiesce(): Promise<void> {
      scheduler.freeRun();
      await Promise.allSettled(stray);
      // A drainer's unexpected error (not a death) fails the run here.
      await Promise.all(drainers.map((d) => d.done));
    },
    /** A healthy network and a drain per long pause until nothing waits (eventual delivery). */
    async settle(): Promise<void> {
      faults = [];
      for (let round = 0; round < 60; round += 1) {
        clock.at += 10 * 60_000;
        startDrainer('tab');
        const result = await drainers.at(-1)!.done;
        if (result !== 'died' && result.ran && result.value.waiting === 0) return;
      }
      throw new Error('the outbox never settled');
    },
  };
}

export type OutboxWorld = ReturnType<typeof createOutboxWorld>;
