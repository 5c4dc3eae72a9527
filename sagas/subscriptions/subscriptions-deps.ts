import type { ApiClient } from '../../src/lib/api-client';
import type { CookieTarget } from '../../src/lib/cookies';
import {
  browserSessionValues,
  cookieTargetOf,
  sharedApiClient,
  type SessionValues,
} from '../shared/browser-effects';

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

export function subscriptionsDeps(overrides: Partial<SubscriptionsSagaDeps> = {}): SubscriptionsSagaDeps {
  return {
    get api() {
      return overrides.api ?? sharedApiClient();
    },
    cookies: cookieTargetOf(overrides),
    session: overrides.session ?? browserSessionValues,
    assign: overrides.assign ?? ((url) => window.location.assign(url)),
    log: overrides.log ?? ((message, error) => console.warn(message, error)),
  };
}
