import { createApiClient, type ApiClient } from '../../src/lib/api-client';
import type { CookieTarget } from '../../src/lib/cookies';
import { getDeviceId } from '../../src/lib/device-id';
import type { LocalValues } from './saga-services';

/**
 * The browser effects several sagas' default dependencies share: one API client for all sagas
 * (created on first use, so axios is still only downloaded on the first call), the online state
 * and its event, and the document's cookies. Tests replace them through the saga context.
 */
let sharedApi: ApiClient | null = null;

export function sharedApiClient(): ApiClient {
  sharedApi ??= createApiClient({ deviceId: getDeviceId() });
  return sharedApi;
}

/** The shared client, created at its first call: a feature that never calls the API never makes it. */
export const browserApi: ApiClient = {
  call: (contract, input, options) => sharedApiClient().call(contract, input, options),
};

/** How the page sagas log what they tolerate (the outbox and the supervisor log errors). */
export const warn = (message: string, error: unknown) => console.warn(message, error);

export function waitForWindowOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** navigator.onLine is only ever wrong the other way: false means offline for sure. */
export function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The document's cookie jar, or null outside a browser. */
export function documentCookies(): CookieTarget | null {
  return typeof document === 'undefined' ? null : document;
}

/** A full page load. */
export function assignLocation(url: string): void {
  globalThis.location?.assign(url);
}

/** Session storage as the sagas use it (profile token, health-data attempts, life-link flag). */
export interface SessionValues {
  get(key: string): string | null;
  set(key: string, value: string): void;
  /** Optional so that older test fakes still fit; the browser's removes the key. */
  remove?(key: string): void;
}

/**
 * The tab's sessionStorage. Storage can be refused (private mode, quota): a read then finds
 * nothing and a write is dropped, and every caller treats these values as a courtesy cache.
 */
export const browserSessionValues: SessionValues = {
  get(key) {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // dropped: see above
    }
  },
  remove(key) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // nothing to remove from a refused storage
    }
  },
};

/** The device's local storage, or null where the browser refuses it. */
export function browserLocal(): LocalValues | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
