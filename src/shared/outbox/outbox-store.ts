import { connectionCache, openDatabase, requestToPromise, transactionDone } from '../crypto/indexed-db';
import type { OutboxEntry } from './outbox-entry';
import { isPrunable, type OutboxStore } from './outbox-store-contract';

export const OUTBOX_DB_NAME = 'trial-app-outbox';
export const OUTBOX_STORE = 'entries';
const BY_CREATED = 'createdAt';

function openOutboxDatabase(name: string): Promise<IDBDatabase> {
  return openDatabase(name, 1, (db) => {
    if (db.objectStoreNames.contains(OUTBOX_STORE)) return;
    const store = db.createObjectStore(OUTBOX_STORE, { keyPath: 'id' });
    store.createIndex(BY_CREATED, 'createdAt', { unique: false });
  });
}

async function lastCreatedAt(store: IDBObjectStore): Promise<number | undefined> {
  const cursor = await requestToPromise(store.index(BY_CREATED).openCursor(null, 'prev'));
  return (cursor?.value as OutboxEntry | undefined)?.createdAt;
}

/** Runs `work` in one transaction and resolves with its result once the transaction committed. */
async function inTransaction<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const tx = db.transaction(OUTBOX_STORE, mode);
  const done = transactionDone(tx);
  try {
    const result = await work(tx.objectStore(OUTBOX_STORE));
    await done;
    return result;
  } catch (error) {
    done.catch(() => undefined); // the abort below settles it; the original error is what matters
    try {
      tx.abort();
    } catch {
      // already committed or aborted
    }
    throw error;
  }
}

/** The outbox in IndexedDB, shared by the page and the service worker. */
export function createIndexedDbOutboxStore(name = OUTBOX_DB_NAME): OutboxStore {
  const connection = connectionCache(() => openOutboxDatabase(name));
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>) =>
    inTransaction(await connection.get(), mode, work);

  return {
    add: (entry) =>
      run('readwrite', async (store) => {
        const last = await lastCreatedAt(store);
        const stored = { ...entry, createdAt: Math.max(entry.createdAt, (last ?? -Infinity) + 1) };
        store.add(stored);
        return stored;
      }),
    get: (id) =>
      run('readonly', async (store) => (await requestToPromise(store.get(id))) as OutboxEntry | undefined),
    put: (entry) =>
      run('readwrite', async (store) => {
        store.put(entry);
      }),
    update: (id, change) =>
      run('readwrite', async (store) => {
        const current = (await requestToPromise(store.get(id))) as OutboxEntry | undefined;
        if (!current) return undefined;
        const next = change(current);
        store.put(next);
        return next;
      }),
    list: () =>
      run(
        'readonly',
        async (store) => (await requestToPromise(store.index(BY_CREATED).getAll())) as OutboxEntry[],
      ),
    remove: (id) =>
      run('readwrite', async (store) => {
        store.delete(id);
      }),
    prune: (rule) =>
      run('readwrite', async (store) => {
        const all = (await requestToPromise(store.getAll())) as OutboxEntry[];
        const doomed = all.filter((entry) => isPrunable(entry, rule));
        for (const entry of doomed) store.delete(entry.id);
        return doomed.length;
      }),
  };
}

let shared: OutboxStore | null = null;

/** The one store instance of this context (page or service worker). */
export function getOutboxStore(): OutboxStore {
  shared ??= createIndexedDbOutboxStore();
  return shared;
}
