import type { ApiClient } from '../../src/lib/api-client';
import { now } from '../../src/lib/clock';
import type { CookieTarget } from '../../src/lib/cookies';
import { enqueueWrite } from '../../src/lib/outbox-client';
import { getOutboxStore } from '../../src/shared/outbox/outbox-store';
import {
  browserIsOnline,
  cookieTargetOf,
  sharedApiClient,
  waitForWindowOnline,
} from '../shared/browser-effects';
import { readStoredWrite, type StoredWrite } from '../outbox/outbox-stored-write';
import { retryEntryNow, type DeliverWriteDeps } from '../outbox/deliver-write';

export type { StoredWrite } from '../outbox/outbox-stored-write';

/**
 * The bot check (the submit flow's step 5, a reCAPTCHA in the original). Off by default: the site setting
 * EnableGoogleRecaptcha turns it on, and with it on and no executor the submit aborts silently.
 */
export type BotCheckExecutor = (action: string) => Promise<string>;

/** The browser effects of the contact-form sagas, injectable so tests drive them without a browser. */
export interface ContactSagaDeps {
  /** Reads (the debounced check, consent, IP, next steps, life-link URL). */
  api: ApiClient;
  /** Writes: into the outbox (encrypted, idempotent, delivered in order per enrolment). */
  enqueue: typeof enqueueWrite;
  /** Makes a waiting outbox entry due now (deliverWrite). */
  retryNow: DeliverWriteDeps['retryNow'];
  /** The outbox entry with this idempotency key, if it is (still) stored. */
  readWrite: (id: string) => Promise<StoredWrite | undefined>;
  /** A fresh idempotency key (UUID v4). */
  randomId: () => string;
  isOnline: () => boolean;
  /** Resolves when the browser is back online. */
  waitForOnline: () => Promise<void>;
  botCheck: BotCheckExecutor | null;
  cookies: CookieTarget | null;
  /** A full page load: home after patient-exists, and the post-TOLL life-link URL (another site). */
  assign: (url: string) => void;
  log: (message: string, error: unknown) => void;
}

export function contactDeps(overrides: Partial<ContactSagaDeps> = {}): ContactSagaDeps {
  return {
    get api() {
      return overrides.api ?? sharedApiClient();
    },
    enqueue: overrides.enqueue ?? enqueueWrite,
    retryNow: overrides.retryNow ?? ((id, tried) => retryEntryNow(getOutboxStore(), id, tried, now())),
    readWrite: overrides.readWrite ?? readStoredWrite,
    randomId: overrides.randomId ?? (() => crypto.randomUUID()),
    isOnline: overrides.isOnline ?? browserIsOnline,
    waitForOnline: overrides.waitForOnline ?? waitForWindowOnline,
    botCheck: 'botCheck' in overrides ? (overrides.botCheck ?? null) : null,
    cookies: cookieTargetOf(overrides),
    assign: overrides.assign ?? ((url) => window.location.assign(url)),
    log: overrides.log ?? ((message, error) => console.warn(message, error)),
  };
}
