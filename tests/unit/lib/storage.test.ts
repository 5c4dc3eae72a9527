import localforage from 'localforage';
import {
  STORAGE_DB_NAME,
  STORAGE_STORE_NAME,
  clearPersistedState,
  createEncryptedStorage,
  createMemoryBackend,
  storage,
  subscribeToWriteFailures,
  type StorageBackend,
} from '../../../src/lib/storage';
import { forgetDeviceKey } from '../../../src/shared/crypto/device-key';

const SECRET = 'jane.doe+unique-9137@example.org';
const persisted = {
  journey: { email: SECRET, enrollmentId: 'e-1' },
  _persist: { version: 1, rehydrated: true },
};

/** Every byte a backend holds, as text, for a plaintext search. */
function rawText(backend: ReturnType<typeof createMemoryBackend>): string {
  return JSON.stringify([...backend.entries.entries()]);
}

const silent = { onError: () => undefined };

describe('encrypted persist storage', () => {
  afterEach(async () => {
    await forgetDeviceKey();
  });

  it('round-trips a value through the real device key', async () => {
    const backend = createMemoryBackend();
    const store = createEncryptedStorage({ backend, ...silent });
    await store.setItem('persist:root', persisted);
    expect(await store.getItem('persist:root')).toEqual(persisted);
  });

  it('never stores a typed value in plaintext', async () => {
    const backend = createMemoryBackend();
    const store = createEncryptedStorage({ backend, ...silent });
    await store.setItem('persist:root', persisted);
    const raw = rawText(backend);
    expect(raw).not.toContain(SECRET);
    expect(raw).not.toContain('jane.doe');
    expect(raw).not.toContain('enrollmentId');
    expect(backend.entries.get('persist:root')).toEqual({
      v: 1,
      iv: expect.any(String),
      data: expect.any(String),
    });
  });

  it('treats a value it cannot decrypt (wiped key) as absent', async () => {
    const backend = createMemoryBackend();
    const errors: unknown[] = [];
    const store = createEncryptedStorage({ backend, onError: (e) => errors.push(e) });
    await store.setItem('persist:root', persisted);
    await forgetDeviceKey();
    await expect(store.getItem('persist:root')).resolves.toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('treats a tampered or plaintext value as absent', async () => {
    const backend = createMemoryBackend();
    const store = createEncryptedStorage({ backend, ...silent });
    await store.setItem('persist:root', persisted);
    const envelope = backend.entries.get('persist:root') as { data: string };
    const flipped = envelope.data.startsWith('A')
      ? `B${envelope.data.slice(1)}`
      : `A${envelope.data.slice(1)}`;
    await backend.setItem('persist:root', { ...envelope, data: flipped });
    await expect(store.getItem('persist:root')).resolves.toBeNull();
    await backend.setItem('persist:root', persisted);
    await expect(store.getItem('persist:root')).resolves.toBeNull();
  });

  it('returns null for a missing key and when the backend itself fails', async () => {
    const store = createEncryptedStorage({ backend: createMemoryBackend(), ...silent });
    await expect(store.getItem('nothing')).resolves.toBeNull();
    const broken: StorageBackend = {
      getItem: () => Promise.reject(new Error('IndexedDB is gone')),
      setItem: () => Promise.reject(new Error('no')),
      removeItem: () => Promise.reject(new Error('no')),
      clear: () => Promise.reject(new Error('no')),
    };
    await expect(createEncryptedStorage({ backend: broken, ...silent }).getItem('x')).resolves.toBeNull();
  });

  it('removes items', async () => {
    const backend = createMemoryBackend();
    const store = createEncryptedStorage({ backend, ...silent });
    await store.setItem('k', { a: 1 });
    await store.removeItem('k');
    expect(backend.entries.has('k')).toBe(false);
  });
});

describe('the default storage on IndexedDB (localforage + fake-indexeddb)', () => {
  const raw = localforage.createInstance({
    name: STORAGE_DB_NAME,
    storeName: STORAGE_STORE_NAME,
    driver: localforage.INDEXEDDB,
  });

  afterEach(async () => {
    await clearPersistedState();
    await forgetDeviceKey();
  });

  it('writes only ciphertext into the trial-app/persist object store', async () => {
    await storage.setItem('persist:root', persisted);
    expect(await raw.driver()).toBe(localforage.INDEXEDDB);
    const stored = await raw.getItem('persist:root');
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    expect(stored).toEqual({ v: 1, iv: expect.any(String), data: expect.any(String) });
    expect(await storage.getItem('persist:root')).toEqual(persisted);
  });

  it('clearPersistedState empties the store', async () => {
    await storage.setItem('persist:root', persisted);
    await clearPersistedState();
    expect(await raw.keys()).toEqual([]);
    expect(await storage.getItem('persist:root')).toBeNull();
  });
});

describe('a failed persist write', () => {
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  it('is reported to the subscribers once per run of failures, never thrown', async () => {
    let failing = true;
    const inner = createMemoryBackend();
    const backend: StorageBackend = {
      ...inner,
      setItem: async (key, value) => {
        if (failing) throw quota();
        return inner.setItem(key, value);
      },
    };
    const store = createEncryptedStorage({ backend, ...silent });
    const failures: unknown[] = [];
    const unsubscribe = subscribeToWriteFailures((error) => failures.push(error));
    try {
      await expect(store.setItem('persist:root', { a: 1 })).resolves.toBeUndefined();
      await store.setItem('persist:root', { a: 2 });
      expect(failures).toHaveLength(1);
      expect((failures[0] as DOMException).name).toBe('QuotaExceededError');
      failing = false;
      await store.setItem('persist:root', { a: 3 });
      failing = true;
      await store.setItem('persist:root', { a: 4 });
      expect(failures).toHaveLength(2);
    } finally {
      unsubscribe();
    }
  });
});
