import { createApiClient, type ApiClient } from '../../src/lib/api-client';
import type { CookieTarget } from '../../src/lib/cookies';
import { getDeviceId } from '../../src/lib/device-id';

/**
 * The browser effects several sagas' default dependencies share: one API client for all sagas
 * (created on first use, so axios is still only downloaded on the first call), the online state
 * and its event, and the document's cookies. Tests replace them through each saga's overrides.
 */
let sharedApi: ApiClient | null = null;

export function sharedApiClient(): ApiClient {
  sharedApi ??= createApiClient({ deviceId: getDeviceId() });
  return sharedApi;
}

export function waitForWindowOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** navigator.onLine is only ever wrong the other way: false means offline for sure. */
export function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The cookie jar: an explicit override (null included) wins, else the document when there is one. */
export function cookieTargetOf(overrides: { cookies?: CookieTarget | null }): CookieTarget | null {
  if ('cookies' in overrides) return overrides.cookies ?? null;
  return typeof document === 'undefined' ? null : document;
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
