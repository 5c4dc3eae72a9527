import { configureStore, type AnyAction, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { entryChanged, entryDelivered, outboxReducer } from '../../src/features/offline/outbox-slice';
import sessionReducer, { signedIn } from '../../src/features/session/session-slice';
import trialsReducer from '../../src/features/trials/trials-slice';
import type { ApiClient, CallOptions } from '../../src/lib/api-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { trialsSagaLoader } from '../../sagas/trials/index';

export const TOKEN = 'T'.repeat(43);

/** How the fake outbox settles a write: delivered, refused with a status, or held (offline). */
export type WriteAnswer = 'deliver' | 'hold' | { refuse: number };
type Read = (input: { query?: unknown; body?: unknown }, signal?: AbortSignal) => unknown;

interface Options {
  reads?: Record<string, Read>;
  write?: WriteAnswer;
  token?: string | null;
}

/** A real store running the trial sagas (through their lazy loader) with a fake API and outbox. */
export function trialsHarness(options: Options = {}) {
  const actions: AnyAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as AnyAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { trials: trialsReducer, session: sessionReducer, outbox: outboxReducer },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(recorder, sagaMiddleware),
  });
  const calls: Array<{ name: string; query?: unknown; body?: unknown; at: number; signal?: AbortSignal }> =
    [];
  const api: ApiClient = {
    call: (async (
      contract: CallContract,
      input: { query?: unknown; body?: unknown } = {},
      opts?: CallOptions,
    ) => {
      calls.push({
        name: contract.name,
        query: input.query,
        body: input.body,
        at: Date.now(),
        signal: opts?.signal,
      });
      const read = options.reads?.[contract.name];
      if (!read) throw new Error(`unexpected call ${contract.name}`);
      return contract.response.parse(await read(input, opts?.signal));
    }) as ApiClient['call'],
  };
  const summary = (id: string, state: OutboxEntrySummary['state'], status?: number): OutboxEntrySummary => ({
    id,
    callName: 'contacts/SaveTrial',
    group: 'profile',
    label: 'save trial',
    state,
    attempts: 1,
    createdAt: Date.now(),
    nextAttemptAt: Date.now(),
    ...(status ? { lastError: { status, message: 'refused' } } : {}),
  });
  const settle = (id: string, how: WriteAnswer) => {
    if (how === 'deliver') {
      store.dispatch(entryDelivered({ id, callName: 'w', group: 'profile', response: { saved: true } }));
    } else if (how !== 'hold') {
      store.dispatch(entryChanged(summary(id, 'failed', how.refuse)));
    }
  };
  const enqueued: Array<{ name: string; key?: string; body: unknown }> = [];
  const enqueue = jest.fn(
    async (contract: CallContract, input: { body?: unknown }, meta: { idempotencyKey?: string }) => {
      contract.body.parse(input.body);
      enqueued.push({ name: contract.name, key: meta.idempotencyKey, body: input.body });
      const id = meta.idempotencyKey ?? 'no-key';
      setTimeout(() => settle(id, options.write ?? 'deliver'), 0);
      return summary(id, 'saved');
    },
  );
  const session = new Map<string, string>();
  if (options.token !== null) session.set(PROFILE_TOKEN_SESSION_KEY, options.token ?? TOKEN);
  let counter = 0;
  store.dispatch(signedIn({ isVerifiedEmail: true }));
  sagaMiddleware.run(trialsSagaLoader, {
    api,
    enqueue: enqueue as never,
    retryNow: async (id: string) => summary(id, 'saved'),
    randomId: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    log: () => undefined,
    session: { get: (key) => session.get(key) ?? null, set: (key, value) => void session.set(key, value) },
    local: { set: () => undefined },
    refuseWrite: async (id: string) => summary(id, 'failed', 409),
    suggestDebounceMs: 300,
  });
  return { store, actions, calls, enqueued, settle, trials: () => store.getState().trials };
}

/** Lets the lazy import and pending promises settle, then moves fake time on. */
export async function advance(ms: number) {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** A read that never answers until its request is aborted (then it rejects like axios would). */
export function hanging(): Read {
  return (_input, signal) =>
    new Promise((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
}
