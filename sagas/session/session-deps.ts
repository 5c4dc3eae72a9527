import type { ApiClient } from '../../src/lib/api-client';
import type { CookieTarget } from '../../src/lib/cookies';
import type { PersonalDataScope } from '../../src/lib/personal-data-wipe';
import {
  browserIsOnline,
  browserSessionValues,
  cookieTargetOf,
  sharedApiClient,
  waitForWindowOnline,
  type SessionValues,
} from '../shared/browser-effects';
import type { StoredWrite } from '../outbox/outbox-stored-write';

/** The page address as the session sagas read it (the router keeps window.location current). */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

/** The session sagas' browser effects, injectable so tests drive them without a browser. */
export interface SessionSagaDeps {
  api: ApiClient;
  session: SessionValues;
  cookies: CookieTarget | null;
  address: () => PageAddress;
  /** A full page load: the sign-out's way to drop every bit of in-memory state. */
  assign: (url: string) => void;
  isOnline: () => boolean;
  waitForOnline: () => Promise<void>;
  /** Calls `listener` on the person's activity (pointer, keys, scroll, touch); returns the unsubscribe. */
  subscribeActivity: (listener: () => void) => () => void;
  /** A fresh idempotency key (UUID v4), made when the person acts. */
  randomId: () => string;
  /** Removes the person's traces from the browser's storage areas (src/lib/personal-data-wipe.ts). */
  wipe: (scope: PersonalDataScope) => Promise<void>;
  /** The outbox entry with this idempotency key (a new member's registration, see session-start.ts). */
  readWrite: (id: string) => Promise<StoredWrite | undefined>;
  log: (message: string, error: unknown) => void;
}

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

export function sessionDeps(overrides: Partial<SessionSagaDeps> = {}): SessionSagaDeps {
  return {
    get api() {
      return overrides.api ?? sharedApiClient();
    },
    session: overrides.session ?? browserSessionValues,
    cookies: cookieTargetOf(overrides),
    address: overrides.address ?? windowAddress,
    assign: overrides.assign ?? ((url) => globalThis.location?.assign(url)),
    isOnline: overrides.isOnline ?? browserIsOnline,
    waitForOnline: overrides.waitForOnline ?? waitForWindowOnline,
    subscribeActivity: overrides.subscribeActivity ?? subscribeWindowActivity,
    randomId: overrides.randomId ?? (() => crypto.randomUUID()),
    wipe:
      overrides.wipe ??
      (async (scope) => (await import('../../src/lib/personal-data-wipe')).wipePersonalData(scope)),
    readWrite:
      overrides.readWrite ??
      (async (id) => (await import('../outbox/outbox-stored-write')).readStoredWrite(id)),
    log: overrides.log ?? ((message, error) => console.warn(message, error)),
  };
}
