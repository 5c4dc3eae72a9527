import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import consentReducer from '../../src/features/consent/consent-slice';
import journeyReducer from '../../src/features/journey/journey-slice';
import journeyUiReducer, { siteSettingsReceived } from '../../src/features/journey/journey-ui-slice';
import { outboxReducer } from '../../src/features/offline/outbox-slice';
import profileReducer from '../../src/features/profile/profile-slice';
import sessionReducer from '../../src/features/session/session-slice';
import type { ApiClient } from '../../src/lib/api-client';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import type { CallContract } from '../../src/shared/contracts/define-call';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import type { SessionValues } from '../../sagas/shared/browser-effects';
import type { StoredWrite } from '../../sagas/outbox/outbox-stored-write';
import type { PageAddress, SessionSagaDeps } from '../../sagas/session/session-deps';
import { sessionSagaLoader } from '../../sagas/session/index';
import { siteSettings } from '../components/app/fixtures';
import { fakeCookieJar } from './journey-cookie-jar';

/** A session token as profileToken accepts it (base64url, 32+ characters). */
export const TOKEN = 'stored-session-token-0123456789abcdefABCDEF';
export const LINK_TOKEN = 'mailed-link-token-0123456789abcdefABCDEFGH';
export const NEW_TOKEN = 'new-session-token-0123456789abcdefABCDEFGH';

type Handler = (body: unknown) => unknown;

export interface HarnessOptions {
  token?: string;
  address?: Partial<PageAddress>;
  online?: boolean;
  handlers?: Record<string, Handler>;
  /** null: no site settings in the store. */
  site?: SiteSettings | null;
  /** More values in sessionStorage (besides the token). */
  sessionValues?: Record<string, string>;
}

function memorySession(
  token?: string,
  more: Record<string, string> = {},
): SessionValues & { values: Map<string, string> } {
  const values = new Map<string, string>([
    ...(token ? [[PROFILE_TOKEN_SESSION_KEY, token] as [string, string]] : []),
    ...Object.entries(more),
  ]);
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** A real store (session, journey, profile, consent, outbox) running the session loader on fakes. */
export function sessionHarness(options: HarnessOptions = {}) {
  const actions: Array<{ type: string; payload?: unknown }> = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as { type: string; payload?: unknown });
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      session: sessionReducer,
      profile: profileReducer,
      journey: journeyReducer,
      journeyUi: journeyUiReducer,
      consent: consentReducer,
      outbox: outboxReducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(recorder, sagaMiddleware),
  });
  const site = options.site === undefined ? siteSettings('en') : options.site;
  if (site) store.dispatch(siteSettingsReceived(site));

  const calls: Array<{ name: string; body: unknown; key?: string }> = [];
  const api: ApiClient = {
    call: (async (
      contract: CallContract,
      input: { body?: unknown } = {},
      opts: { idempotencyKey?: string } = {},
    ) => {
      calls.push({ name: contract.name, body: input.body, key: opts.idempotencyKey });
      const handler = options.handlers?.[contract.name];
      if (!handler) throw new Error(`unexpected call ${contract.name}`);
      return contract.response.parse(await handler(input.body));
    }) as ApiClient['call'],
  };
  const session = memorySession(options.token, options.sessionValues);
  /** The outbox's stored writes by idempotency key, as readWrite finds them. */
  const writes = new Map<string, StoredWrite>();
  const cookies = fakeCookieJar();
  let online = options.online ?? true;
  const waiting: Array<() => void> = [];
  const listeners = new Set<() => void>();
  let ids = 0;
  const deps: Partial<SessionSagaDeps> = {
    api,
    session,
    cookies,
    address: () => ({ pathname: '/', search: '', hash: '', ...options.address }),
    assign: jest.fn(),
    isOnline: () => online,
    waitForOnline: () => new Promise<void>((resolve) => waiting.push(resolve)),
    subscribeActivity: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    randomId: () => `key-${(ids += 1)}`,
    wipe: jest.fn(async () => undefined),
    readWrite: async (id) => writes.get(id),
    log: jest.fn(),
  };
  const task = sagaMiddleware.run(sessionSagaLoader, deps);
  return {
    store,
    actions,
    types: () => actions.map((action) => action.type),
    calls,
    session,
    writes,
    cookies,
    deps,
    task,
    /** Activity as the browser would report it. */
    act: () => listeners.forEach((listener) => listener()),
    goOnline: () => {
      online = true;
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}

/** Lets the lazy chunks (dynamic imports) and pending promises settle without moving time. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(0);
}
