import { PERSONAL_CACHES } from '../shared/offline/personal-caches';
import type { OutboxStore } from '../shared/outbox/outbox-store-contract';
import { getOutboxStore } from '../shared/outbox/outbox-store';
import { removeCookie, type CookieTarget } from './cookies';
import { DEVICE_ID_KEY } from './device-id';

/**
 * Why the device forgets the person using it: a kiosk reset between two people, or a sign-out.
 * (Start over forgets the journey and the drafts through their own slices' actions.)
 */
export type PersonalDataScope = 'kiosk' | 'signOut';

/**
 * Local-storage keys that describe the DEVICE, never a person: they survive every wipe. Anything
 * else in local storage (a searched condition, a profile's zip, …) is the person's and goes.
 * A feature that stores a device setting adds its key here.
 */
export const DEVICE_LOCAL_KEYS: readonly string[] = [
  DEVICE_ID_KEY,
  'trial-app.kiosk-device',
  'trial-app.kiosk-staff-lockout',
  'trial-app.install-dismissed',
];

/** Where a person's traces can be, outside the redux store (tests pass fakes). */
export interface WipeTargets {
  local: Storage | null;
  session: Storage | null;
  cookies: CookieTarget | null;
  caches: CacheStorage | null;
  outbox: OutboxStore | null;
  /** For Workbox's expiration records of the personal caches (optional: older fakes omit it). */
  indexedDB?: IDBFactory | null;
}

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null; // storage blocked (private mode, policy): nothing of ours is there either
  }
}

export function browserWipeTargets(): WipeTargets {
  return {
    local: safely(() => globalThis.localStorage ?? null),
    session: safely(() => globalThis.sessionStorage ?? null),
    cookies: typeof document === 'undefined' ? null : document,
    caches: safely(() => globalThis.caches ?? null),
    outbox: safely(() => (globalThis.indexedDB ? getOutboxStore() : null)),
    indexedDB: safely(() => globalThis.indexedDB ?? null),
  };
}

function wipeLocalStorage(local: Storage): void {
  const doomed: string[] = [];
  for (let index = 0; index < local.length; index += 1) {
    const key = local.key(index);
    if (key !== null && !DEVICE_LOCAL_KEYS.includes(key)) doomed.push(key);
  }
  for (const key of doomed) local.removeItem(key);
}

/** Every cookie this page can see (scripts set all of the app's cookies; none is HttpOnly). */
function wipeCookies(target: CookieTarget): void {
  const names = target.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name));
  for (const name of new Set(names)) removeCookie(name, target);
}

/** Workbox's ExpirationPlugin database: one record per cached URL, keyed `${cacheName}|${url}`. */
export const WORKBOX_EXPIRATION_DB = 'workbox-expiration';
const WORKBOX_EXPIRATION_STORE = 'cache-entries';

function settled(request: IDBRequest | IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    if ('oncomplete' in request) request.oncomplete = () => resolve();
    else request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

/**
 * Deleting a cache leaves its URLs (a searched condition and zip in the query) in Workbox's
 * expiration records: the storage canary found them. Only an existing database is opened: opening
 * a missing one would create it empty, and Workbox would then never create its store.
 */
async function wipeExpirationRecords(idb: IDBFactory): Promise<void> {
  if (typeof idb.databases !== 'function') return;
  const names = (await idb.databases()).map((info) => info.name);
  if (!names.includes(WORKBOX_EXPIRATION_DB)) return;
  const open = idb.open(WORKBOX_EXPIRATION_DB);
  await settled(open);
  const db = open.result;
  try {
    if (!db.objectStoreNames.contains(WORKBOX_EXPIRATION_STORE)) return;
    const transaction = db.transaction(WORKBOX_EXPIRATION_STORE, 'readwrite');
    const store = transaction.objectStore(WORKBOX_EXPIRATION_STORE);
    for (const name of PERSONAL_CACHES) store.delete(IDBKeyRange.bound(`${name}|`, `${name}|\uffff`));
    await settled(transaction);
  } finally {
    db.close();
  }
}

async function wipeCaches(caches: CacheStorage): Promise<void> {
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
}

/**
 * Delivered entries keep the server's (encrypted) answer for the sagas that read it; once the
 * person is gone nobody will. Waiting and failed entries stay, encrypted, until delivered or
 * handled by staff: nothing may be lost.
 */
async function wipeDeliveredOutboxEntries(outbox: OutboxStore): Promise<void> {
  await outbox.prune({ deliveredBefore: Number.POSITIVE_INFINITY, failedBefore: Number.NEGATIVE_INFINITY });
}

/**
 * Removes the person's traces from the browser's storage areas. The redux store (and with it the
 * persisted, encrypted copy) is emptied by `personalDataCleared`; the caller dispatches that and
 * flushes before calling this, then reloads the page so that memory holds nothing either.
 * Cookies: a kiosk forgets all of them (the next person chooses their own); a sign-out expires
 * the journey's cookies itself, as the spec lists them, and keeps the owner's cookie choice.
 */
export async function wipePersonalData(
  scope: PersonalDataScope,
  targets: WipeTargets = browserWipeTargets(),
): Promise<void> {
  if (targets.local) safely(() => wipeLocalStorage(targets.local!));
  if (targets.session) safely(() => targets.session!.clear());
  if (scope === 'kiosk' && targets.cookies) wipeCookies(targets.cookies);
  const pending: Array<Promise<void>> = [];
  if (targets.caches) pending.push(wipeCaches(targets.caches));
  if (targets.indexedDB) pending.push(wipeExpirationRecords(targets.indexedDB));
  if (targets.outbox) pending.push(wipeDeliveredOutboxEntries(targets.outbox));
  const results = await Promise.allSettled(pending);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
}
