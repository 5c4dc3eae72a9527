import { call, setContext } from 'redux-saga/effects';
import { delay } from '../../src/lib/clock';
import { enqueueWrite, subscribeToQueuedWrites, type WriteInput } from '../../src/lib/outbox-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { SendResult } from '../../src/shared/outbox/delivery-outcome';
import type { OutboxEntry } from '../../src/shared/outbox/outbox-entry';
import { withDeliveryLock } from '../../src/shared/outbox/with-delivery-lock';
import { outboxSaga } from '../../sagas/outbox/index';
import type { SagaServices } from '../../sagas/shared/saga-services';
import {
  deliverWrite,
  retryEntryNow,
  type DeliveryPolicy,
  type DeliveryResult,
} from '../../sagas/outbox/deliver-write';
import { createMemoryOutboxStore } from '../unit/outbox/support/memory-outbox-store';
import { fakeOpen, fakeSeal } from '../unit/outbox/support/entries';
import { startSagaHarness } from './support/saga-harness';

type Answer = SendResult | Error;

/** A controllable event source, standing in for window events or a BroadcastChannel. */
function emitter<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe: (listener: (value: T) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (value: T) => listeners.forEach((listener) => listener(value)),
  };
}

const running = new Set<{ cancel(): void }>();

/** Cancels every saga started by this harness (call it in afterEach, also after a failed test). */
export function stopAllOutboxSagas(): void {
  for (const task of running) task.cancel();
  running.clear();
}

/**
 * The outbox saga on the real store with fakes: an in-memory outbox, a scripted server, and
 * jest's fake timers (clock.delay and Date.now) for time.
 */
export async function startOutboxSaga(
  initial: OutboxEntry[] = [],
  overrides: Partial<SagaServices> = {},
  options: { online?: boolean } = {},
) {
  const store = createMemoryOutboxStore(initial);
  const script = new Map<string, Answer[]>();
  const sent: Array<{ id: string; at: number }> = [];
  const connection = emitter<boolean>();
  const messages = emitter<void>();
  const online = { value: options.online ?? true };
  const send = async (entry: OutboxEntry): Promise<SendResult> => {
    sent.push({ id: entry.id, at: Date.now() });
    const answer = script.get(entry.id)?.shift() ?? {
      status: 201,
      body: { potentialId: `P-${entry.id.slice(-4)}` },
    };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const log = jest.fn();
  const services: Partial<SagaServices> = {
    outboxStore: store,
    send,
    now: () => Date.now(),
    delay,
    open: fakeOpen,
    seal: fakeSeal,
    lock: (run) => withDeliveryLock(run),
    isOnline: () => online.value,
    subscribeConnection: (emit) => connection.subscribe(emit),
    outboxBroadcasts: (emit) => messages.subscribe(() => emit()),
    subscribeQueued: subscribeToQueuedWrites,
    drainIntervalMs: 30_000,
    log,
    ...overrides,
  };
  const h = await startSagaHarness({
    context: services,
    saga: outboxSaga,
  });
  running.add(h.task);
  return {
    store,
    redux: h.store,
    task: h.task,
    sent,
    actions: h.actions,
    log,
    online,
    script: (id: string, ...answers: Answer[]) => script.set(id, answers),
    goOnline: () => {
      online.value = true;
      connection.emit(true);
    },
    goOffline: () => {
      online.value = false;
      connection.emit(false);
    },
    swMessage: () => messages.emit(undefined),
    stop: h.stop,
    run: h.run,
  };
}

/**
 * Flows' writes through the REAL outbox saga and engine (in-memory store, the network as
 * `network` answers each send): `deliver` starts a flow waiting for one write with `deliverWrite`.
 */
export async function outboxWrites(
  network: (entry: OutboxEntry) => SendResult | Error,
  overrides: Partial<SagaServices> = {},
) {
  const sent: number[] = [];
  const send = async (entry: OutboxEntry): Promise<SendResult> => {
    sent.push(Date.now());
    const answer = network(entry);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const outbox = await startOutboxSaga([], { send, ...overrides });
  /** The services a flow reaches the outbox with: the real enqueue and retry-now on this store. */
  const services: Partial<SagaServices> = {
    enqueue: ((
      contract: CallContract,
      input: WriteInput<CallContract>,
      meta: { group: string; label: string },
    ) =>
      enqueueWrite(contract, input, meta, {
        store: outbox.store,
        seal: fakeSeal,
        deviceId: () => 'device-0000000000000001',
        requestSync: async () => undefined,
      })) as typeof enqueueWrite,
    retryNow: (id: string, tried: number) => retryEntryNow(outbox.store, id, tried, Date.now()),
    log: jest.fn(),
  };
  const results: unknown[] = [];
  const deliver = <C extends CallContract>(
    contract: C,
    input: WriteInput<C>,
    meta: { group: string; label: string },
    policy: DeliveryPolicy,
    flowServices: Partial<SagaServices> = services,
  ) => {
    running.add(
      outbox.run(function* flow() {
        // The flow's own services, over the outbox saga's (the harness context).
        yield setContext(flowServices);
        const result: DeliveryResult<C> = yield call(deliverWrite, contract, input, meta, policy);
        results.push(result);
      }),
    );
  };
  return { ...outbox, sent, services, deliver, results };
}

export { flush } from './support/saga-harness';
