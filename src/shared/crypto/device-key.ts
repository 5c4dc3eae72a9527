import { connectionCache, openDatabase, requestToPromise, transactionDone } from './indexed-db';

/**
 * The device's data key: AES-GCM 256, generated once, NON-extractable (script can use it but
 * never read its bytes), stored as a CryptoKey in IndexedDB — structured-cloneable, so the
 * page and the service worker share it.
 */
export const KEY_DB_NAME = 'trial-app-keys';
export const KEY_STORE = 'keys';
const KEY_ID = 'device-data-key-v1';

const connection = connectionCache(() =>
  openDatabase(KEY_DB_NAME, 1, (db) => {
    if (!db.objectStoreNames.contains(KEY_STORE)) db.createObjectStore(KEY_STORE);
  }),
);

function generateKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

async function readKey(): Promise<CryptoKey | undefined> {
  const db = await connection.get();
  const tx = db.transaction(KEY_STORE, 'readonly');
  return (await requestToPromise(tx.objectStore(KEY_STORE).get(KEY_ID))) as CryptoKey | undefined;
}

/**
 * Stores `candidate` unless another context stored a key first, and returns the winner.
 * The get and the put share one readwrite transaction, and IndexedDB serialises those, so a
 * page and a service worker starting together still end up with ONE key.
 */
async function storeFirstKey(candidate: CryptoKey): Promise<CryptoKey> {
  const db = await connection.get();
  const tx = db.transaction(KEY_STORE, 'readwrite');
  const store = tx.objectStore(KEY_STORE);
  const existing = (await requestToPromise(store.get(KEY_ID))) as CryptoKey | undefined;
  if (!existing) store.put(candidate, KEY_ID);
  await transactionDone(tx);
  return existing ?? candidate;
}

/**
 * Not cached in memory on purpose: after `forgetDeviceKey()` in one context (a reset), the other
 * contexts must not keep encrypting with the old key. A keyed read costs well under a millisecond.
 */
export async function getDeviceKey(): Promise<CryptoKey> {
  const existing = await readKey();
  if (existing) return existing;
  return storeFirstKey(await generateKey());
}

/** Deletes the key: everything encrypted with it becomes unreadable (used for resets). */
export async function forgetDeviceKey(): Promise<void> {
  const db = await connection.get();
  const tx = db.transaction(KEY_STORE, 'readwrite');
  tx.objectStore(KEY_STORE).delete(KEY_ID);
  await transactionDone(tx);
}
