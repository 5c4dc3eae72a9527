import type { ApiClient } from '../src/lib/api-client';
import type { CookieTarget } from '../src/lib/cookies';
import { cookieTargetOf, sharedApiClient } from './browser-effects';

/** Session storage as the profile token needs it (§3.6 "kept in session storage"). */
export interface SessionValues {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** The unsubscribe pages' browser effects, injectable for tests. */
export interface SubscriptionsSagaDeps {
  api: ApiClient;
  /** Where bx_guest_ref is written; null outside a browser. */
  cookies: CookieTarget | null;
  session: SessionValues;
  /** A full page load, for a success link to another site. */
  assign: (url: string) => void;
  log: (message: string, error: unknown) => void;
}

/** Private browsing may refuse storage: then the token is simply asked for again next time. */
const browserSession: SessionValues = {
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
      // a courtesy cache: without storage the profile page asks for a new token
    }
  },
};

export function subscriptionsDeps(overrides: Partial<SubscriptionsSagaDeps> = {}): SubscriptionsSagaDeps {
  return {
    get api() {
      return overrides.api ?? sharedApiClient();
    },
    cookies: cookieTargetOf(overrides),
    session: overrides.session ?? browserSession,
    assign: overrides.assign ?? ((url) => window.location.assign(url)),
    log: overrides.log ?? ((message, error) => console.warn(message, error)),
  };
}
