import {
  assignLocation,
  browserApi,
  browserIsOnline,
  browserSessionValues,
  documentCookies,
  waitForWindowOnline,
  warn,
} from '../shared/browser-effects';
import type { PageAddress, ServiceDefaults } from '../shared/saga-services';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'];

export function subscribeWindowActivity(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  // Capture and passive: a scroll inside any element counts, and no listener slows scrolling.
  const options = { capture: true, passive: true };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, listener, options);
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, listener, options);
  };
}

function windowAddress(): PageAddress {
  const location = globalThis.location;
  return { pathname: location?.pathname ?? '/', search: location?.search ?? '', hash: location?.hash ?? '' };
}

/** Signing in and out and the idle time-out: their real services. */
export const sessionDefaults = {
  api: () => browserApi,
  session: () => browserSessionValues,
  cookies: documentCookies,
  address: () => windowAddress,
  assign: () => assignLocation,
  isOnline: () => browserIsOnline,
  waitForOnline: () => waitForWindowOnline,
  subscribeActivity: () => subscribeWindowActivity,
  randomId: () => () => crypto.randomUUID(),
  wipe: () => async (scope) => (await import('../../src/lib/personal-data-wipe')).wipePersonalData(scope),
  readWrite: () => async (id) => (await import('../outbox/outbox-stored-write')).readStoredWrite(id),
  log: () => warn,
} satisfies ServiceDefaults;
