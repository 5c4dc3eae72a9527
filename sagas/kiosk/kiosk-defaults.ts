import { decryptJson } from '../../src/shared/crypto/encrypt-json';
import { getOutboxStore } from '../../src/shared/outbox/outbox-store';
import { browserApi, browserLocal, browserSessionValues, warn } from '../shared/browser-effects';
import { subscribeWindowActivity } from '../session/session-defaults';
import type { ServiceDefaults } from '../shared/saga-services';

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

/**
 * Kiosk mode's real services: local storage, the person's activity, page loads, the wipe, the
 * outbox's export, the staff PIN check; and what ending a signed-in member's session needs.
 */
export const kioskDefaults = {
  localStorage: browserLocal,
  subscribeActivity: () => subscribeWindowActivity,
  pathname: () => () => globalThis.location?.pathname,
  replace: () => (url) => globalThis.location?.replace(url),
  wipe: () => async (scope) => (await import('../../src/lib/personal-data-wipe')).wipePersonalData(scope),
  outboxStore: getOutboxStore,
  open: () => decryptJson,
  checkPin: () => async (pin, verifier) =>
    (await import('../../src/lib/staff-pin-check')).checkStaffPin(pin, verifier),
  download: () => downloadFile,
  api: () => browserApi,
  session: () => browserSessionValues,
  log: () => warn,
} satisfies ServiceDefaults;
