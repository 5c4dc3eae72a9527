import { getContext, setContext } from 'redux-saga/effects';
import type { ApiClient } from '../../src/lib/api-client';
import type { CookieTarget } from '../../src/lib/cookies';
import type { HealthDataConnector } from '../../src/lib/health-data/connect-types';
import type { enqueueWrite } from '../../src/lib/outbox-client';
import type { PersonalDataScope } from '../../src/lib/personal-data-wipe';
import type { StaffPinVerifier } from '../../src/shared/content-model/kiosk-settings';
import type { Language } from '../../src/shared/content-model/language';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { EncryptedEnvelope } from '../../src/shared/crypto/encrypt-json';
import type { SendResult } from '../../src/shared/outbox/delivery-outcome';
import type { DrainOptions, DrainReport } from '../../src/shared/outbox/drain-outbox';
import type { OutboxEntry, OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import type { OutboxStore } from '../../src/shared/outbox/outbox-store-contract';
import type { LockResult } from '../../src/shared/outbox/with-delivery-lock';
import type { StoredWrite } from '../outbox/outbox-stored-write';
import type { SessionValues } from './browser-effects';

/*
 * Everything the sagas touch outside the store, each named once: the sagas read them from
 * redux-saga's context (`yield* service('api')`), so a test replaces any of them in one place
 * (makeStore's `sagaContext`, the saga harness) and a saga's signature says only what it acts on.
 * The real ones are filled in by each feature when it starts (`provideDefaults`), from the module
 * that feature loads anyway, so no page downloads the effects of features it never starts.
 */

type Unsubscribe = () => void;

/** A window 'message' event, reduced to what the screener sagas check. */
export interface FrameEvent {
  origin: string;
  data: unknown;
}

/** The page address as the sagas read it (the router keeps window.location current). */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

/** Local storage, or null where the browser refuses it. */
export type LocalValues = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The bot check (the submit flow's step 5, a reCAPTCHA in the original). Off by default: the site
 * setting EnableGoogleRecaptcha turns it on, and with it on and no executor the submit aborts silently.
 */
export type BotCheckExecutor = (action: string) => Promise<string>;

export interface SagaServices {
  /** Reads the person waits for; writes go through the outbox instead. */
  api: ApiClient;
  /** The site settings of `language` the server inlined in the page (no request); undefined when none. */
  inlinedSiteSettings: (language: Language) => SiteSettings | undefined;
  /** Writes: into the outbox (encrypted, idempotent, delivered in order per group). */
  enqueue: typeof enqueueWrite;
  /**
   * Makes a waiting outbox entry due now (the next drain sends it), unless it was already tried
   * more than `triedAtMost` times (the outbox's own timer got there first). Returns the entry,
   * changed or not; undefined when it is gone.
   */
  retryNow: (id: string, triedAtMost: number) => Promise<OutboxEntrySummary | undefined>;
  /** The outbox entry with this idempotency key, if it is (still) stored. */
  readWrite: (id: string) => Promise<StoredWrite | undefined>;
  /**
   * Settles a queued write as refused: the outbox treats 409 as "try later", but a profile's 409
   * is the address belonging to another profile, which no retry changes. Returns the entry.
   */
  refuseWrite: (id: string) => Promise<OutboxEntrySummary | undefined>;
  /** A fresh idempotency key (UUID v4), made when the person acts. */
  randomId: () => string;
  log: (message: string, error: unknown) => void;

  isOnline: () => boolean;
  /** Resolves when the browser is back online. */
  waitForOnline: () => Promise<void>;

  /** The tab's sessionStorage (profile token, health-data attempts, life-link flag). */
  session: SessionValues;
  /** The device's local storage (kiosk switch, staff lockout, the profile's zip code). */
  localStorage: LocalValues | null;
  /** Where cookies are read and written; null outside a browser. */
  cookies: CookieTarget | null;
  /** Removes the person's traces from the browser's storage areas (src/lib/personal-data-wipe.ts). */
  wipe: (scope: PersonalDataScope) => Promise<void>;

  address: () => PageAddress;
  /** The page's path (no query string: it may carry tokens); undefined outside a browser. */
  pathname: () => string | undefined;
  hostname: () => string;
  /** The app's origin (the only one the questionnaire's messages may come from). */
  origin: () => string;
  /** A full page load (start over, sign-out, a link to another site). */
  assign: (url: string) => void;
  /** A full page load that leaves no history entry: Back must not return to the previous person's page. */
  replace: (url: string) => void;
  /** Calls `listener` on the person's activity (pointer, keys, scroll, touch); returns the unsubscribe. */
  subscribeActivity: (listener: () => void) => Unsubscribe;
  /** The questionnaire frame's window messages. */
  windowMessages: (emit: (event: FrameEvent) => void) => Unsubscribe;
  /** Offers a file for download (the kiosk's export of failed entries). */
  download: (fileName: string, text: string) => void;

  /** Scrolls #pre-screener-wrapper into view; false when the page has none. */
  scrollToPreScreener: () => boolean;
  /** Resolves true once #pre-screener-wrapper is on the page, false when it never comes. */
  preScreenerRendered: () => Promise<boolean>;
  /** The person has scrolled the page already (the automatic scroll must not fight them). */
  hasScrolled: () => boolean;

  botCheck: BotCheckExecutor | null;
  /** A new profile session token (made when the person registers). */
  newSessionToken: () => string;
  /** Opens the health-data connect widget: the provider's script or the local sandbox dialog. */
  connect: HealthDataConnector;
  checkPin: (pin: string, verifier: StaffPinVerifier) => Promise<boolean>;
  /** A pause in typing this long asks the server for trial suggestions. */
  suggestDebounceMs: number;

  /** The outbox: its store, sender and drain (outbox/outbox-defaults.ts). */
  outboxStore: OutboxStore;
  send: (entry: OutboxEntry) => Promise<SendResult>;
  /** The contract of an entry, by its name, to check its answer (drainOutbox). */
  contractOf: (callName: string) => CallContract | undefined | Promise<CallContract | undefined>;
  /**
   * Sends the due entries and prunes old ones (drainOutbox). By default its code is a lazy chunk:
   * the saga calls it only when the store holds an entry, so most visits never download it.
   */
  drain: (options: DrainOptions) => Promise<DrainReport>;
  now: () => number;
  delay: (ms: number) => Promise<void>;
  /** Decrypts a stored server answer. */
  open: (envelope: EncryptedEnvelope) => Promise<unknown>;
  seal?: (value: unknown) => Promise<EncryptedEnvelope>;
  jitter?: () => number;
  lock: <T>(run: () => Promise<T>) => Promise<LockResult<T>>;
  subscribeConnection: (emit: (online: boolean) => void) => Unsubscribe;
  /** The service worker's BroadcastChannel('outbox') messages. */
  outboxBroadcasts: (emit: () => void) => Unsubscribe;
  subscribeQueued: (emit: (summary: OutboxEntrySummary) => void) => Unsubscribe;
  drainIntervalMs: number;

  /** redux-persist's failed writes (src/lib/storage.ts). */
  subscribeWriteFailures: (listener: (error: unknown) => void) => Unsubscribe;
  /** Asks the browser to keep this site's storage (navigator.storage.persist). */
  requestPersist: () => Promise<boolean | null>;
  /** Resolves at an idle moment of the page. */
  whenIdle: () => Promise<void>;
  /** Asks the service worker to keep a study's other pages for offline use. */
  warmStudy: (path: string, language: Language) => Promise<boolean>;
}

export type ServiceName = keyof SagaServices;

/** One service from the context. */
export function* service<K extends ServiceName>(name: K): Generator<unknown, SagaServices[K], unknown> {
  return (yield getContext(name)) as SagaServices[K];
}

/** Several services from the context, as one object: `const { api, log } = yield* services('api', 'log')`. */
export function* services<K extends ServiceName>(
  ...names: K[]
): Generator<unknown, Pick<SagaServices, K>, unknown> {
  const picked = {} as Pick<SagaServices, K>;
  for (const name of names) picked[name] = (yield getContext(name)) as SagaServices[K];
  return picked;
}

/** How a feature makes its real services: called only for those the context does not hold yet. */
export type ServiceDefaults = { [K in ServiceName]?: () => SagaServices[K] };

/**
 * Fills in the real services a feature needs, for the names the context leaves unset (a test's
 * fakes, or a service an enclosing task already made, win). The context set here is the calling
 * task's: the feature's own sagas see it, the other features do not, so each feature keeps its
 * own defaults (e.g. the outbox logs as errors, the pages as warnings). Run it with `yield*`:
 * redux-saga gives a called generator a context of its own, which would end with the call.
 */
export function* provideDefaults(defaults: ServiceDefaults) {
  const missing: Partial<SagaServices> = {};
  for (const name of Object.keys(defaults) as ServiceName[]) {
    const current: unknown = yield getContext(name);
    if (current !== undefined) continue;
    (missing as Record<string, unknown>)[name] = defaults[name]?.();
  }
  if (Object.keys(missing).length > 0) yield setContext(missing);
}
