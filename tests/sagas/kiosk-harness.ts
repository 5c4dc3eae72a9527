import { call } from 'redux-saga/effects';
import { siteSettingsReceived } from '../../src/features/journey/journey-ui-slice';
import type { KioskSettingsInput, StaffPinVerifier } from '../../src/shared/content-model/kiosk-settings';
import { kioskSettingsSchema } from '../../src/shared/content-model/kiosk-settings';
import type { OutboxEntry } from '../../src/shared/outbox/outbox-entry';
import type { KioskSagaDeps } from '../../sagas/kiosk/kiosk-deps';
import { kioskSagaLoader } from '../../sagas/kiosk/index';
import { sessionDeps, type SessionSagaDeps } from '../../sagas/session/session-deps';
import { siteSettings } from '../components/app/fixtures';
import { createMemoryOutboxStore } from '../unit/outbox/support/memory-outbox-store';
import { fakeOpen } from '../unit/outbox/support/entries';
import { memorySession, settle as settleHarness, startSagaHarness } from './support/saga-harness';

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

/** The kiosk loader on the real store, with fake storage, activity, page loads and downloads. */
export async function kioskHarness(options: KioskHarnessOptions = {}) {
  const site = {
    ...siteSettings('en'),
    ...(options.kiosk ? { kiosk: kioskSettingsSchema.parse(options.kiosk) } : {}),
    ...(options.staffPin === null ? {} : { kioskStaffPin: options.staffPin ?? VERIFIER }),
  };
  const local = memoryLocal(options.deviceOn ? { 'trial-app.kiosk-device': 'on' } : {});
  const outbox = createMemoryOutboxStore(options.entries ?? []);
  const listeners = new Set<() => void>();
  const sessionValues = memorySession(
    options.memberToken ? { myProfileVerificationToken: options.memberToken } : {},
  );
  const memberApi = { call: jest.fn(async () => ({ success: true })) };
  const memberSession = sessionDeps({
    api: memberApi as unknown as SessionSagaDeps['api'],
    session: sessionValues,
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
  const h = await startSagaHarness({
    before: [siteSettingsReceived(site)],
    context: { kiosk: deps },
    saga: function* kioskUnderTest(context) {
      yield call(kioskSagaLoader, context.kiosk ?? {});
    },
  });
  return {
    ...h,
    deps,
    memberApi,
    local,
    outbox,
    /** Input as the browser would report it. */
    act: () => listeners.forEach((listener) => listener()),
  };
}

/** Lets the lazy chunks (dynamic imports) and pending promises settle without moving time. */
export const settle = () => settleHarness(0, 10);
