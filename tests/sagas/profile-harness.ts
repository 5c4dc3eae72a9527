import { configureStore, type AnyAction, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import journeyUiReducer, { siteSettingsReceived } from '../../src/features/journey/journey-ui-slice';
import { entryChanged, entryDelivered, outboxReducer } from '../../src/features/offline/outbox-slice';
import profileReducer from '../../src/features/profile/profile-slice';
import sessionReducer, { signedIn } from '../../src/features/session/session-slice';
import { ApiError, type ApiClient } from '../../src/lib/api-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { profileSagaLoader } from '../../sagas/profile/index';
import { settings } from './journey-harness';

export { profileFixture } from '../unit/profile/profile-fixture';

export const TOKEN = 'T'.repeat(43);

export const problem = (callName: string, status: number) =>
  new ApiError(callName, status, { type: 'about:blank', title: 'Problem', status });

/** How the fake outbox settles a write: delivered, refused with a status, answered 409, or held. */
export type WriteAnswer = 'deliver' | 'hold' | { refuse: number } | 'conflict';
type Reads = Record<string, (body: unknown) => unknown>;

interface Options {
  reads?: Reads;
  write?: WriteAnswer;
  token?: string | null;
  signedIn?: boolean;
}

/** A real store running the profile sagas (through their lazy loader) with a fake API and outbox. */
export function profileHarness(options: Options = {}) {
  const actions: AnyAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as AnyAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      profile: profileReducer,
      session: sessionReducer,
      outbox: outboxReducer,
      journeyUi: journeyUiReducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(recorder, sagaMiddleware),
  });
  const session = new Map<string, string>();
  if (options.token !== null) session.set(PROFILE_TOKEN_SESSION_KEY, options.token ?? TOKEN);
  const local = new Map<string, string>();
  const calls: Array<{ name: string; body: unknown; at: number }> = [];
  const api: ApiClient = {
    call: (async (contract: CallContract, input: { body?: unknown } = {}) => {
      calls.push({ name: contract.name, body: input.body, at: Date.now() });
      const read = options.reads?.[contract.name];
      if (!read) throw new Error(`unexpected call ${contract.name}`);
      return contract.response.parse(await read(input.body));
    }) as ApiClient['call'],
  };
  const enqueued: Array<{ name: string; key?: string; group: string; body: unknown }> = [];
  /** The last error the outbox recorded per entry (an attempt that failed), as its mirror keeps it. */
  const lastErrors = new Map<string, NonNullable<OutboxEntrySummary['lastError']>>();
  const summary = (id: string, state: OutboxEntrySummary['state'], status?: number): OutboxEntrySummary => ({
    ...(lastErrors.has(id) ? { lastError: lastErrors.get(id) } : {}),
    id,
    callName: 'profile-write',
    group: 'profile',
    label: 'profile write',
    state,
    attempts: 1,
    createdAt: Date.now(),
    nextAttemptAt: Date.now(),
    ...(status ? { lastError: { status, message: 'refused' } } : {}),
  });
  const settle = (id: string, how: WriteAnswer) => {
    if (how === 'deliver') {
      store.dispatch(entryDelivered({ id, callName: 'w', group: 'profile', response: { updated: true } }));
    } else if (how === 'conflict') {
      store.dispatch(entryChanged(summary(id, 'saved', 409)));
    } else if (how !== 'hold') {
      store.dispatch(entryChanged(summary(id, 'failed', how.refuse)));
    }
  };
  /** The outbox reports that an attempt met a server error (or, without a status, no network). */
  const attemptFailed = (id: string, status?: number) => {
    lastErrors.set(id, { message: 'x', ...(status === undefined ? {} : { status }) });
    store.dispatch(entryChanged(summary(id, 'saved')));
  };
  const enqueue = jest.fn(
    async (
      contract: CallContract,
      input: { body?: unknown },
      meta: { group: string; idempotencyKey?: string },
    ) => {
      contract.body.parse(input.body);
      enqueued.push({ name: contract.name, key: meta.idempotencyKey, group: meta.group, body: input.body });
      const id = meta.idempotencyKey ?? 'no-key';
      setTimeout(() => settle(id, options.write ?? 'deliver'), 0);
      return summary(id, 'saved');
    },
  );
  const refused: string[] = [];
  let counter = 0;
  store.dispatch(siteSettingsReceived(settings()));
  if (options.signedIn ?? true) store.dispatch(signedIn({ isVerifiedEmail: true }));
  sagaMiddleware.run(profileSagaLoader, {
    api,
    enqueue: enqueue as never,
    retryNow: async (id: string) => summary(id, 'saved'),
    randomId: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    log: () => undefined,
    session: { get: (key) => session.get(key) ?? null, set: (key, value) => void session.set(key, value) },
    local: { set: (key, value) => void local.set(key, value) },
    refuseWrite: async (id: string) => {
      refused.push(id);
      return summary(id, 'failed', 409);
    },
  });
  const types = () => actions.map((action) => action.type);
  return {
    store,
    actions,
    types,
    calls,
    enqueued,
    refused,
    local,
    /** sessionStorage as the sagas see it (the token, and the registration it may wait for). */
    session,
    settle,
    attemptFailed,
    profile: () => store.getState().profile,
  };
}

/** Lets the lazy import and pending promises settle, then moves fake time on. */
export async function advance(ms: number) {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
