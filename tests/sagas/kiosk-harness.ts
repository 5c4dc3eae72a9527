import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import journeyUiReducer, { siteSettingsReceived } from '../../src/features/journey/journey-ui-slice';
import kioskReducer from '../../src/features/kiosk/kiosk-slice';
import { outboxReducer } from '../../src/features/offline/outbox-slice';
import type { KioskSettingsInput, StaffPinVerifier } from '../../src/shared/content-model/kiosk-settings';
import { kioskSettingsSchema } from '../../src/shared/content-model/kiosk-settings';
import type { OutboxEntry } from '../../src/shared/outbox/outbox-entry';
import type { KioskSagaDeps } from '../../sagas/kiosk/kiosk-deps';
import { kioskSagaLoader } from '../../sagas/kiosk/index';
import { sessionDeps, type SessionSagaDeps } from '../../sagas/session/session-deps';
import { siteSettings } from '../components/app/fixtures';
import { createMemoryOutboxStore } from '../unit/outbox/support/memory-outbox-store';
import { fakeOpen } from '../unit/outbox/support/entries';

export const RIGHT_PIN = '24681012141618';
export const VERIFIER: StaffPinVerifier = {
  salt: 'c2FsdHNhbHQ=',
  iterations: 10_000,
  hash: 'aGFzaGhhc2hoYXNoaGFzaA==',
};

export interface KioskHarnessOptions {
  kiosk?: KioskSettingsInput;
  /** The device's own switch in local storage. */
  deviceOn?: boolean;
  entries?: OutboxEntry[];
  pathname?: string;
  staffPin?: StaffPinVerifier | null;
  /** A member's session token in the tab's session storage. */
  memberToken?: string;
}

function memoryLocal(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** A real store (kiosk, journeyUi, outbox) running the kiosk loader on fakes. */
export function kioskHarness(options: KioskHarnessOptions = {}) {
  const actions: Array<{ type: string; payload?: unknown }> = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as { type: string; payload?: unknown });
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { kiosk: kioskReducer, journeyUi: journeyUiReducer, outbox: outboxReducer },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(recorder, sagaMiddleware),
  });
  const site = {
    ...siteSettings('en'),
    ...(options.kiosk ? { kiosk: kioskSettingsSchema.parse(options.kiosk) } : {}),
    ...(options.staffPin === null ? {} : { kioskStaffPin: options.staffPin ?? VERIFIER }),
  };
  store.dispatch(siteSettingsReceived(site));
  const local = memoryLocal(options.deviceOn ? { 'trial-app.kiosk-device': 'on' } : {});
  const outbox = createMemoryOutboxStore(options.entries ?? []);
  const listeners = new Set<() => void>();
  const sessionValues = new Map(
    options.memberToken ? [['myProfileVerificationToken', options.memberToken]] : [],
  );
  const memberApi = { call: jest.fn(async () => ({ success: true })) };
  const memberSession = sessionDeps({
    api: memberApi as unknown as SessionSagaDeps['api'],
    session: {
      get: (key) => sessionValues.get(key) ?? null,
      set: (key, value) => void sessionValues.set(key, value),
      remove: (key) => void sessionValues.delete(key),
    },
    log: jest.fn(),
  });
  const deps: Partial<KioskSagaDeps> = {
    local,
    subscribeActivity: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pathname: () => options.pathname ?? '/find-trials',
    replace: jest.fn(),
    wipe: jest.fn(async () => undefined),
    outbox: () => outbox,
    open: fakeOpen as KioskSagaDeps['open'],
    checkPin: jest.fn(async (pin: string) => pin === RIGHT_PIN),
    download: jest.fn(),
    memberSession: () => memberSession,
    log: jest.fn(),
  };
  const task = sagaMiddleware.run(kioskSagaLoader, deps);
  return {
    store,
    actions,
    types: () => actions.map((action) => action.type),
    deps,
    memberApi,
    local,
    outbox,
    task,
    /** Input as the browser would report it. */
    act: () => listeners.forEach((listener) => listener()),
  };
}

/** Lets the lazy chunks (dynamic imports) and pending promises settle without moving time. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(0);
}
