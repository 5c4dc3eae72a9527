import type { PersonalDataScope } from '../../src/lib/personal-data-wipe';
import { decryptJson, type EncryptedEnvelope } from '../../src/shared/crypto/encrypt-json';
import type { OutboxStore } from '../../src/shared/outbox/outbox-store-contract';
import { getOutboxStore } from '../../src/shared/outbox/outbox-store';
import type { StaffPinVerifier } from '../../src/shared/content-model/kiosk-settings';
import { sessionDeps, subscribeWindowActivity, type SessionSagaDeps } from '../session/session-deps';

export type LocalValues = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The kiosk sagas' browser effects, injectable so tests drive them with fakes and fake time. */
export interface KioskSagaDeps {
  /** Local storage (the device's kiosk switch and the staff lockout). */
  local: LocalValues | null;
  /** Calls `listener` on the person's activity (pointer, keys, scroll, touch); returns the unsubscribe. */
  subscribeActivity: (listener: () => void) => () => void;
  pathname: () => string;
  /** A full page load that leaves no history entry: Back must not return to the previous person's page. */
  replace: (url: string) => void;
  /** Removes the person's traces from the browser's storage (src/lib/personal-data-wipe.ts). */
  wipe: (scope: PersonalDataScope) => Promise<void>;
  outbox: () => OutboxStore;
  open: (envelope: EncryptedEnvelope) => Promise<unknown>;
  checkPin: (pin: string, verifier: StaffPinVerifier) => Promise<boolean>;
  /** Offers a file for download (the export of failed entries). */
  download: (fileName: string, text: string) => void;
  /** The member session's effects: a signed-in member's server session ends with the reset. */
  memberSession: () => SessionSagaDeps;
  log: (message: string, error: unknown) => void;
}

function browserLocal(): LocalValues | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function downloadFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The blob holds personal data: released as soon as the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function kioskDeps(overrides: Partial<KioskSagaDeps> = {}): KioskSagaDeps {
  return {
    local: 'local' in overrides ? (overrides.local ?? null) : browserLocal(),
    subscribeActivity: overrides.subscribeActivity ?? subscribeWindowActivity,
    pathname: overrides.pathname ?? (() => globalThis.location?.pathname ?? '/'),
    replace: overrides.replace ?? ((url) => globalThis.location?.replace(url)),
    wipe:
      overrides.wipe ??
      (async (scope) => (await import('../../src/lib/personal-data-wipe')).wipePersonalData(scope)),
    outbox: overrides.outbox ?? getOutboxStore,
    open: overrides.open ?? decryptJson,
    checkPin:
      overrides.checkPin ??
      (async (pin, verifier) => (await import('../../src/lib/staff-pin-check')).checkStaffPin(pin, verifier)),
    download: overrides.download ?? downloadFile,
    memberSession: overrides.memberSession ?? (() => sessionDeps()),
    log: overrides.log ?? ((message, error) => console.warn(message, error)),
  };
}
