import localforage from 'localforage';
import { decryptJson, encryptJson } from '../shared/crypto/encrypt-json';

/**
 * THE storage module: redux-persist writes through here, and everything it writes is encrypted
 * with the device's non-extractable AES-GCM key before it reaches IndexedDB. A value that cannot
 * be decrypted (key wiped, tampered, or written by an older build) is treated as absent.
 */

/** The raw key/value store underneath (localforage in the browser, a Map in tests). */
export interface StorageBackend {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<unknown>;
  removeItem(key: string): Promise<void>;
  clear(): Promise<void>;
}

export interface Cipher {
  encrypt(value: unknown): Promise<unknown>;
  decrypt(stored: unknown): Promise<unknown>;
}

/** The shape redux-persist expects from `storage` (with serialize: false values are objects). */
export interface PersistStorage {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export const STORAGE_DB_NAME = 'trial-app';
export const STORAGE_STORE_NAME = 'persist';

let defaultBackend: StorageBackend | null = null;

/** Created on first use so that importing this module never touches IndexedDB. */
function localforageBackend(): StorageBackend {
  defaultBackend ??= localforage.createInstance({
    name: STORAGE_DB_NAME,
    storeName: STORAGE_STORE_NAME,
    driver: localforage.INDEXEDDB,
  });
  return defaultBackend;
}

const deviceKeyCipher: Cipher = {
  encrypt: (value) => encryptJson(value),
  // The envelope's shape is checked by decryptJson itself; anything else throws and reads as absent.
  decrypt: (stored) => decryptJson(stored as Parameters<typeof decryptJson>[0]),
};

/**
 * A persist write failed (quota exceeded, IndexedDB unavailable): what the person typed is NOT on
 * the device. A saga subscribes and shows the same warning as a full outbox (outbox/storageFull).
 */
type WriteFailedListener = (error: unknown) => void;
const writeFailedListeners = new Set<WriteFailedListener>();

export function subscribeToWriteFailures(listener: WriteFailedListener): () => void {
  writeFailedListeners.add(listener);
  return () => writeFailedListeners.delete(listener);
}

function notifyWriteFailed(error: unknown): void {
  for (const listener of writeFailedListeners) {
    try {
      listener(error);
    } catch {
      // A listener's failure must not turn into a failed write.
    }
  }
}

export function createEncryptedStorage(
  options: { backend?: StorageBackend; cipher?: Cipher; onError?: (error: unknown) => void } = {},
): PersistStorage {
  const backend = () => options.backend ?? localforageBackend();
  const cipher = options.cipher ?? deviceKeyCipher;
  const report = options.onError ?? ((error: unknown) => console.warn('[storage]', error));
  let writesFailing = false;

  return {
    async getItem(key) {
      let stored: unknown;
      try {
        stored = await backend().getItem(key);
      } catch (error) {
        report(error);
        return null; // IndexedDB unavailable (private mode, quota): start from a clean state
      }
      if (stored === null || stored === undefined) return null;
      try {
        return await cipher.decrypt(stored);
      } catch (error) {
        report(error);
        return null;
      }
    },
    async setItem(key, value) {
      try {
        await backend().setItem(key, await cipher.encrypt(value));
        writesFailing = false;
      } catch (error) {
        // Not rethrown: the state stays in memory (the person can still finish online), and
        // the warning is raised once per run of failures, not on every keystroke's write.
        report(error);
        if (!writesFailing) notifyWriteFailed(error);
        writesFailing = true;
      }
    },
    async removeItem(key) {
      await backend().removeItem(key);
    },
  };
}

/** A Map-backed backend: the tests' stand-in for IndexedDB, and a fallback when it is missing. */
export function createMemoryBackend(): StorageBackend & { readonly entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    getItem: async (key) => (entries.has(key) ? structuredClone(entries.get(key)) : null),
    setItem: async (key, value) => {
      entries.set(key, structuredClone(value));
      return value;
    },
    removeItem: async (key) => {
      entries.delete(key);
    },
    clear: async () => {
      entries.clear();
    },
  };
}

/** The app's persist storage (encrypted IndexedDB). */
export const storage: PersistStorage = createEncryptedStorage();

/** Forgets everything redux-persist wrote on this device (start over, sign-out). */
export async function clearPersistedState(backend: StorageBackend = localforageBackend()): Promise<void> {
  await backend.clear();
}
