import { configureStore, type AnyAction, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import draftsReducer from '../../src/app/drafts-slice';
import journeyReducer from '../../src/features/journey/journey-slice';
import journeyUiReducer, { siteSettingsReceived } from '../../src/features/journey/journey-ui-slice';
import { entryChanged, entryDelivered, outboxReducer } from '../../src/features/offline/outbox-slice';
import profileReducer from '../../src/features/profile/profile-slice';
import registrationReducer from '../../src/features/registration/registration-slice';
import sessionReducer from '../../src/features/session/session-slice';
import type { ApiClient } from '../../src/lib/api-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import type { SessionValues } from '../../sagas/shared/browser-effects';
import { registrationSagaLoader } from '../../sagas/registration/index';
import { REGISTRATION_OUTBOX_GROUP } from '../../sagas/registration/registration-submit';
import { siteSettings } from '../components/app/fixtures';

export type WriteAnswer = { deliver: unknown } | 'refuse' | 'hold';
type Handler = (input: { body?: unknown }) => unknown;

export const SESSION_TOKEN = 'T'.repeat(43);

/**
 * A real store running the registration sagas (through their lazy loader) with a fake outbox, a
 * fake API and an in-memory session storage. Time is jest's fake time.
 */
export function registrationHarness(
  options: { answers?: WriteAnswer[]; api?: Record<string, Handler>; online?: boolean } = {},
) {
  const actions: AnyAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as AnyAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      registration: registrationReducer,
      journey: journeyReducer,
      journeyUi: journeyUiReducer,
      session: sessionReducer,
      profile: profileReducer,
      outbox: outboxReducer,
      drafts: draftsReducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(recorder, sagaMiddleware),
  });
  const enqueued: Array<{ name: string; key?: string; group: string; body: unknown; params?: unknown }> = [];
  /** The last error the outbox recorded per entry (an attempt that failed), as its mirror keeps it. */
  const lastErrors = new Map<string, NonNullable<OutboxEntrySummary['lastError']>>();
  const summary = (id: string, state: OutboxEntrySummary['state']): OutboxEntrySummary => ({
    ...(lastErrors.has(id) ? { lastError: lastErrors.get(id) } : {}),
    id,
    callName: 'x',
    group: REGISTRATION_OUTBOX_GROUP,
    label: 'registration',
    state,
    attempts: 1,
    createdAt: Date.now(),
    nextAttemptAt: Date.now(),
  });
  const settle = (id: string, answer: WriteAnswer) => {
    if (answer === 'hold') return;
    if (answer === 'refuse') store.dispatch(entryChanged(summary(id, 'failed')));
    else
      store.dispatch(
        entryDelivered({ id, callName: 'x', group: REGISTRATION_OUTBOX_GROUP, response: answer.deliver }),
      );
  };
  /** The outbox reports that an attempt met a server error (or, without a status, no network). */
  const attemptFailed = (id: string, status?: number) => {
    lastErrors.set(id, { message: 'x', ...(status === undefined ? {} : { status }) });
    store.dispatch(entryChanged(summary(id, 'saved')));
  };
  const answers = [...(options.answers ?? [])];
  const enqueue = jest.fn(
    async (
      contract: CallContract,
      input: { body?: unknown; params?: unknown },
      meta: { group: string; idempotencyKey?: string },
    ) => {
      contract.body.parse(input.body);
      enqueued.push({
        name: contract.name,
        key: meta.idempotencyKey,
        group: meta.group,
        body: input.body,
        params: input.params,
      });
      const id = meta.idempotencyKey ?? 'no-key';
      const answer = answers.shift() ?? 'hold';
      setTimeout(() => settle(id, answer), 0);
      return summary(id, 'saved');
    },
  );
  const calls: Array<{ name: string; body: unknown }> = [];
  const api: ApiClient = {
    call: (async (contract: CallContract, input: { body?: unknown } = {}) => {
      calls.push({ name: contract.name, body: input.body });
      const handler = options.api?.[contract.name];
      if (!handler) throw new Error(`unexpected call ${contract.name}`);
      return contract.response.parse(await handler(input));
    }) as ApiClient['call'],
  };
  const stored = new Map<string, string>();
  const session: SessionValues = {
    get: (key) => stored.get(key) ?? null,
    set: (key, value) => void stored.set(key, value),
    remove: (key) => void stored.delete(key),
  };
  let counter = 0;
  const log = jest.fn();
  sagaMiddleware.run(registrationSagaLoader, {
    api,
    enqueue: enqueue as never,
    retryNow: jest.fn(async () => undefined),
    readWrite: async () => undefined,
    randomId: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    isOnline: () => options.online ?? true,
    cookies: null,
    session,
    newSessionToken: () => SESSION_TOKEN,
    log,
  });
  store.dispatch(siteSettingsReceived(siteSettings()));
  const types = () => actions.map((action) => action.type);
  return {
    store,
    actions,
    types,
    enqueued,
    calls,
    stored,
    settle,
    attemptFailed,
    log,
    state: () => store.getState().registration,
  };
}

/** Lets the saga's promises settle, then moves fake time on. */
export async function flush(ms = 0) {
  for (let i = 0; i < 100; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(ms);
}
