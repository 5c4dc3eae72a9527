import type { AnyAction, Dispatch, Middleware, UnknownAction } from '@reduxjs/toolkit';
import { channel, type Saga, type Task } from 'redux-saga';
import { call, fork, put, setContext, take } from 'redux-saga/effects';
import { PERSIST_KEY, PERSIST_VERSION } from '../../../src/app/persist';
import { makeStore, rootReducer, type AppStore } from '../../../src/app/store';
import { entryChanged, entryDelivered } from '../../../src/features/offline/outbox-slice';
import type { ApiClient, CallOptions } from '../../../src/lib/api-client';
import { checkAnswer } from '../../../src/shared/contracts/check-answer';
import type { CallContract } from '../../../src/shared/contracts/define-call';
import type { OutboxEntrySummary } from '../../../src/shared/outbox/outbox-entry';
import type { SessionValues } from '../../../sagas/shared/browser-effects';
import type { StoredWrite } from '../../../sagas/outbox/outbox-stored-write';
import type { SagaContext } from '../../../sagas/index';
import type { SagaServices } from '../../../sagas/shared/saga-services';
import { memoryStorage } from '../../support/memory-storage';

/** The app's state, every slice typed (the root reducer's own type). */
export type AppState = ReturnType<typeof rootReducer>;

/** The slices redux-persist keeps on the device: what an earlier page may have left. */
type PersistedSlices = 'journey' | 'drafts' | 'consent' | 'contactSubmission' | 'siteConfirmation';
export type StoredState = { [K in PersistedSlices]?: Partial<AppState[K]> };

export interface SagaHarnessOptions {
  /** The saga under test (or see `run`); it reads its services from `context`. */
  saga?: Saga<[]>;
  /** Fakes for the sagas' services (the saga middleware's context) and the supervise options. */
  context?: SagaContext;
  /** What an earlier page stored (each slice merged over its initial state), rehydrated first. */
  stored?: StoredState;
  /** What the page dispatched before the saga started (the journey begun, the settings, the view). */
  before?: UnknownAction[];
}

/** The persisted state as redux-persist writes it, for slices given partially. */
export function storedState(stored: StoredState): Record<string, unknown> {
  const initial = rootReducer(undefined, { type: '@@harness/init' });
  const slices = Object.fromEntries(
    Object.entries(stored).map(([key, value]) => [
      key,
      { ...(initial[key as PersistedSlices] as object), ...(value as object) },
    ]),
  );
  return {
    [`persist:${PERSIST_KEY}`]: { ...slices, _persist: { version: PERSIST_VERSION, rehydrated: true } },
  };
}

/**
 * The app's real store (every slice, redux-persist on an in-memory storage) running only the saga
 * under test, once the stored state is back, as the app starts its root saga. Every action the
 * page or the sagas dispatch is recorded (redux-persist's own are left out). Time is jest's fake time.
 */
export async function startSagaHarness(options: SagaHarnessOptions) {
  // Recorded as AnyAction: the tests read the payloads of the actions they pick by type.
  const actions: AnyAction[] = [];
  const observe: Middleware = () => (next) => (action) => {
    if (!(action as AnyAction).type.startsWith('persist/')) actions.push(action as AnyAction);
    return next(action);
  };
  const storage = memoryStorage(options.stored ? storedState(options.stored) : {});
  let task: Task | undefined;
  /** Sagas the test starts later, on the same store (as sagaMiddleware.run would). */
  const toRun = channel<{ saga: Saga; args: unknown[] }>();
  let lastRun: Task | undefined;
  const made = makeStore({
    storage,
    observe,
    sagaContext: options.context,
    saga: function* harnessRoot() {
      for (const action of options.before ?? []) yield put(action);
      if (options.saga) task = yield fork(options.saga);
      while (true) {
        const next: { saga: Saga; args: unknown[] } = yield take(toRun);
        lastRun = yield fork(next.saga, ...next.args);
      }
    },
  });
  await made.sagasStarted;
  const store = made.store as Omit<AppStore, 'getState'> & { getState: () => AppState };
  const ofType = (type: string) => actions.filter((action) => action.type === type);
  return {
    store,
    persistor: made.persistor,
    storage,
    actions,
    ofType,
    types: () => actions.map((action) => action.type),
    /** The saga under test's task (cancel it to stop the saga). */
    task: task as Task,
    /** Starts another saga on this store now; its task. */
    run: <A extends unknown[]>(saga: Saga<A>, ...args: A): Task => {
      toRun.put({ saga: saga as Saga, args });
      return lastRun as Task;
    },
    /** Starts another saga on this store now, with these services over the harness context; its task. */
    runWith: <A extends unknown[]>(services: Partial<SagaServices>, saga: Saga<A>, ...args: A): Task => {
      toRun.put({
        saga: function* withServices() {
          yield setContext(services);
          yield call(saga, ...args);
        },
        args: [],
      });
      return lastRun as Task;
    },
    stop: () => task?.cancel(),
    navigations: () =>
      ofType('journeyUi/navigationRequested').map((action) => (action.payload as { to: string }).to),
    events: () =>
      ofType('analytics/eventTracked').map(
        (action) => action.payload as { name: string; data?: Record<string, unknown> },
      ),
  };
}

export type SagaHarness = Awaited<ReturnType<typeof startSagaHarness>>;

/** Lets pending promises and the timers due within `ms` of fake time run. */
export const flush = (ms = 0) => jest.advanceTimersByTimeAsync(ms);

/** Lets lazy chunks (dynamic imports) and promise chains settle, then moves fake time on by `ms`. */
export async function settle(ms = 0, microtasks = 20): Promise<void> {
  for (let i = 0; i < microtasks; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < microtasks; i += 1) await Promise.resolve();
}

/** Distinct, valid v4 UUIDs counted from 1 (the outbox's idempotency keys must be UUIDs). */
export function countingIds(): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
  };
}

/** sessionStorage (or localStorage) as the sagas see it, with its values to read and seed. */
export function memorySession(initial: Record<string, string> = {}): SessionValues & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** localStorage as the sagas see it, with its values to read and seed. */
export function memoryLocal(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

export interface ApiInput {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

export interface ApiCall extends ApiInput {
  name: string;
  options?: CallOptions;
  /** The call's abort signal, when the saga can cancel it. */
  signal?: AbortSignal;
  at: number;
}

/** The server's answer to one read; it may throw (or reject) to fail the call. */
export type ApiHandler = (input: ApiInput, options?: CallOptions) => unknown;

/**
 * An API client answering by contract name. The request must match the contract, and the answer
 * reaches the saga parsed by the contract, as the real client does. Offline, every call fails as
 * a network error would.
 */
export function fakeApi(
  handlers: Record<string, ApiHandler> = {},
  options: { isOnline?: () => boolean } = {},
) {
  const calls: ApiCall[] = [];
  const api: ApiClient = {
    call: (async (contract: CallContract, input: ApiInput = {}, callOptions?: CallOptions) => {
      calls.push({
        name: contract.name,
        ...input,
        options: callOptions,
        ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
        at: Date.now(),
      });
      if (options.isOnline && !options.isOnline()) {
        throw Object.assign(new Error('offline'), { name: 'NetworkError' });
      }
      const handler = handlers[contract.name];
      if (!handler) throw new Error(`unexpected call ${contract.name}`);
      if (input.body !== undefined) contract.body.parse(input.body);
      if (input.query !== undefined) contract.query.parse(input.query);
      return contract.response.parse(await handler(input, callOptions));
    }) as ApiClient['call'],
  };
  return { api, calls, of: (name: string) => calls.filter((call) => call.name === name) };
}

/**
 * How the server settles one outbox write: its answer (delivered), a refusal (4xx, the entry
 * fails; with a status it is recorded), a failed attempt the outbox will retry (a 5xx, a 409, or
 * null: no network), or no answer yet.
 */
export type WriteAnswer =
  { response: unknown } | 'refuse' | { refuse: number } | { fail: number | null } | 'hold';

export interface QueuedWrite {
  contract: CallContract;
  name: string;
  key: string;
  group: string;
  label: string;
  body: unknown;
  query?: unknown;
  params?: unknown;
  at: number;
  state: StoredWrite['state'];
  response?: unknown;
  answerUnusable?: true;
}

/** Shared between two outboxes: the device's queued writes across a reload. */
export type OutboxEntries = Map<string, QueuedWrite>;

export interface FakeOutboxOptions {
  /**
   * The store the outbox reports to (entryDelivered, entryChanged), as its saga would; called only
   * once the harness runs, so it may name a harness started after this outbox is made.
   */
  dispatch: Dispatch;
  /** The server, by call name; a write it does not know stays queued. */
  answer?: (write: QueuedWrite) => WriteAnswer;
  /** While offline, nothing is sent; deliverAll sends what waits. */
  isOnline?: () => boolean;
  newKey?: () => string;
  entries?: OutboxEntries;
}

/**
 * The outbox as the sagas see it: enqueue checks the write against its contract, stores it and
 * (online) sends it at once; the server's answer is announced as the outbox saga announces it.
 */
export function fakeOutbox(options: FakeOutboxOptions) {
  const entries: OutboxEntries = options.entries ?? new Map();
  const newKey = options.newKey ?? countingIds();
  const isOnline = options.isOnline ?? (() => true);
  /** The last error the outbox recorded per entry (an attempt that failed), as its mirror keeps it. */
  const lastErrors = new Map<string, NonNullable<OutboxEntrySummary['lastError']>>();
  const summary = (write: QueuedWrite): OutboxEntrySummary => ({
    ...(lastErrors.has(write.key) ? { lastError: lastErrors.get(write.key) } : {}),
    id: write.key,
    callName: write.name,
    group: write.group,
    label: write.label,
    state: write.state,
    attempts: 1,
    createdAt: write.at,
    nextAttemptAt: Date.now(),
  });
  /** What this page queued (the entries may hold an earlier page's writes too). */
  const queued: QueuedWrite[] = [];
  const changed = (write: QueuedWrite) => options.dispatch(entryChanged(summary(write)));

  /** The outbox reports that an attempt of `key` met a server error (or, without a status, no network). */
  const attemptFailed = (key: string, status?: number) => {
    const write = entries.get(key);
    if (!write) return;
    lastErrors.set(key, { message: 'x', ...(status === undefined ? {} : { status }) });
    changed(write);
  };
  /** The server answers one queued write as `answer` (default: as the server answers it). */
  const deliver = (key: string, answer?: WriteAnswer) => {
    const write = entries.get(key);
    if (!write || write.state !== 'saved') return;
    const settled = answer ?? options.answer?.(write) ?? 'hold';
    if (settled === 'hold') return;
    if (settled === 'refuse' || 'refuse' in settled) {
      write.state = 'failed';
      if (settled !== 'refuse') lastErrors.set(key, { status: settled.refuse, message: 'refused' });
      changed(write);
      return;
    }
    if ('fail' in settled) {
      attemptFailed(key, settled.fail ?? undefined);
      return;
    }
    write.state = 'delivered';
    // As the real drain does: only an answer that matches the contract is kept, as it parsed it.
    const checked = checkAnswer(write.contract, { status: 200, body: settled.response });
    if (checked.ok) write.response = checked.response;
    else write.answerUnusable = true;
    const kept = checked.ok ? { response: checked.response } : { answerUnusable: true };
    options.dispatch(entryDelivered({ id: key, callName: write.name, group: write.group, ...kept }));
  };
  const deliverAll = () => {
    for (const key of [...entries.keys()]) deliver(key);
  };
  const enqueue = jest.fn(
    async (
      contract: CallContract,
      input: ApiInput,
      meta: { group: string; label?: string; idempotencyKey?: string },
    ) => {
      const key = meta.idempotencyKey ?? newKey();
      if (entries.has(key)) throw new Error(`duplicate key ${key}`);
      contract.body.parse(input.body ?? {});
      if (input.query !== undefined) contract.query.parse(input.query);
      if (input.params !== undefined) contract.params.parse(input.params);
      const write: QueuedWrite = {
        contract,
        name: contract.name,
        key,
        group: meta.group,
        label: meta.label ?? contract.name,
        body: input.body,
        ...(input.query === undefined ? {} : { query: input.query }),
        ...(input.params === undefined ? {} : { params: input.params }),
        at: Date.now(),
        state: 'saved',
      };
      entries.set(key, write);
      queued.push(write);
      // The outbox sends at once when online.
      if (isOnline()) setTimeout(() => deliver(key), 0);
      return summary(write);
    },
  );
  const retryNow = jest.fn(async (key: string) => {
    const write = entries.get(key);
    return write ? summary(write) : undefined;
  });
  const readWrite = jest.fn(async (key: string): Promise<StoredWrite | undefined> => {
    const write = entries.get(key);
    if (!write) return undefined;
    if (write.state !== 'delivered') return { state: write.state };
    return write.answerUnusable
      ? { state: write.state, answerUnusable: true }
      : { state: write.state, response: write.response };
  });
  /** The keys the saga gave up on after a 409 (the outbox marks them failed, as refuseStoredWrite does). */
  const refused: string[] = [];
  const refuseWrite = jest.fn(async (key: string) => {
    refused.push(key);
    const write = entries.get(key);
    if (!write) return undefined;
    write.state = 'failed';
    lastErrors.set(key, { status: 409, message: 'refused' });
    return summary(write);
  });
  const written = () => [...queued];
  return {
    entries,
    enqueue,
    retryNow,
    readWrite,
    refuseWrite,
    refused,
    deliver,
    deliverAll,
    attemptFailed,
    summary: (key: string) => {
      const write = entries.get(key);
      return write ? summary(write) : undefined;
    },
    written,
    writesOf: (name: string) => written().filter((write) => write.name === name),
  };
}

export type FakeOutbox = ReturnType<typeof fakeOutbox>;

/**
 * The connection as the sagas see it: isOnline, and waitForOnline that resolves when the test
 * brings the device back online.
 */
export function fakeConnection(online = true) {
  let isOnline = online;
  const waiting: Array<() => void> = [];
  return {
    isOnline: () => isOnline,
    waitForOnline: () => new Promise<void>((resolve) => waiting.push(resolve)),
    goOffline: () => {
      isOnline = false;
    },
    goOnline: () => {
      isOnline = true;
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}
