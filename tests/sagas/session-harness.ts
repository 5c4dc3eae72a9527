import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import type { StoredWrite } from '../../sagas/outbox/outbox-stored-write';
import type { PageAddress, SagaServices } from '../../sagas/shared/saga-services';
import { sessionSagaLoader } from '../../sagas/session/index';
import { siteSettings } from '../components/app/fixtures';
import { fakeCookieJar } from './support/cookie-jar';
import {
  fakeApi,
  fakeConnection,
  memorySession,
  settle as settleHarness,
  startSagaHarness,
} from './support/saga-harness';

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
  /** The outbox's stored writes by idempotency key, as the page finds them. */
  storedWrites?: Record<string, StoredWrite>;
}

/** The session sagas (through their lazy loader) on the real store, with fake browser effects. */
export async function sessionHarness(options: HarnessOptions = {}) {
  const server = fakeApi(
    Object.fromEntries(
      Object.entries(options.handlers ?? {}).map(([name, handler]) => [name, (input) => handler(input.body)]),
    ),
  );
  const session = memorySession({
    ...(options.token ? { [PROFILE_TOKEN_SESSION_KEY]: options.token } : {}),
    ...options.sessionValues,
  });
  /** The outbox's stored writes by idempotency key, as readWrite finds them. */
  const writes = new Map<string, StoredWrite>(Object.entries(options.storedWrites ?? {}));
  const cookies = fakeCookieJar();
  const connection = fakeConnection(options.online ?? true);
  const listeners = new Set<() => void>();
  let ids = 0;
  const services: Partial<SagaServices> = {
    api: server.api,
    session,
    cookies,
    address: () => ({ pathname: '/', search: '', hash: '', ...options.address }),
    assign: jest.fn(),
    isOnline: connection.isOnline,
    waitForOnline: connection.waitForOnline,
    subscribeActivity: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    randomId: () => `key-${(ids += 1)}`,
    wipe: jest.fn(async () => undefined),
    readWrite: async (id) => writes.get(id),
    log: jest.fn(),
  };
  const site = options.site === undefined ? siteSettings('en') : options.site;
  const h = await startSagaHarness({
    before: site ? [siteSettingsReceived(site)] : [],
    context: services,
    saga: sessionSagaLoader,
  });
  return {
    ...h,
    /** The calls as the server saw them, with the Idempotency-Key sent. */
    get calls() {
      return server.calls.map(({ name, body, options: sent }) => ({ name, body, key: sent?.idempotencyKey }));
    },
    session,
    writes,
    cookies,
    services,
    /** Activity as the browser would report it. */
    act: () => listeners.forEach((listener) => listener()),
    goOnline: connection.goOnline,
  };
}

/** Lets the lazy chunks (dynamic imports) and pending promises settle without moving time. */
export const settle = () => settleHarness(0, 10);
