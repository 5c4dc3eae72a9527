import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import type { KioskSettingsInput, StaffPinVerifier } from '../../src/shared/content-model/kiosk-settings';
import { kioskSettingsSchema } from '../../src/shared/content-model/kiosk-settings';
import type { OutboxEntry } from '../../src/shared/outbox/outbox-entry';
import type { SagaServices } from '../../sagas/shared/saga-services';
import { kioskSagaLoader } from '../../sagas/kiosk/index';
import { siteSettings } from '../components/app/fixtures';
import { createMemoryOutboxStore } from '../unit/outbox/support/memory-outbox-store';
import { fakeOpen } from '../unit/outbox/support/entries';
import {
  memoryLocal,
  memorySession,
  settle as settleHarness,
  startSagaHarness,
} from './support/saga-harness';

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
  const services: Partial<SagaServices> = {
    localStorage: local,
    subscribeActivity: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pathname: () => options.pathname ?? '/find-trials',
    replace: jest.fn(),
    wipe: jest.fn(async () => undefined),
    outboxStore: outbox,
    open: fakeOpen as SagaServices['open'],
    checkPin: jest.fn(async (pin: string) => pin === RIGHT_PIN),
    download: jest.fn(),
    // A member signed in at the kiosk: their session is ended with the reset.
    api: memberApi as unknown as SagaServices['api'],
    session: sessionValues,
    log: jest.fn(),
  };
  const h = await startSagaHarness({
    before: [siteSettingsReceived(site)],
    context: services,
    saga: kioskSagaLoader,
  });
  return {
    ...h,
    services,
    memberApi,
    local,
    outbox,
    /** Input as the browser would report it. */
    act: () => listeners.forEach((listener) => listener()),
  };
}

/** Lets the lazy chunks (dynamic imports) and pending promises settle without moving time. */
export const settle = () => settleHarness(0, 10);
