/**
 * A tiny promise wrapper over IndexedDB, usable in the page, the service worker and Node
 * (fake-indexeddb). The `idb` package is not a dependency, and we need only these few calls.
 */
export type Upgrade = (db: IDBDatabase, oldVersion: number) => void;

export function requestToPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves when the transaction commits; rejects on abort or error (e.g. QuotaExceededError). */
export function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    // A failed request bubbles here before the abort: its own error (e.g. ConstraintError) says why.
    tx.onerror = (event) =>
      reject(
        (event.target as IDBRequest | null)?.error ?? tx.error ?? new Error('IndexedDB transaction failed'),
      );
    tx.onabort = () => reject(tx.error ?? new DOMException('IndexedDB transaction aborted', 'AbortError'));
  });
}

export function openDatabase(name: string, version: number, upgrade: Upgrade): Promise<IDBDatabase> {
  const factory = globalThis.indexedDB;
  if (!factory) return Promise.reject(new Error('IndexedDB is not available'));
  return new Promise((resolve, reject) => {
    const request = factory.open(name, version);
    request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion);
    request.onerror = () => reject(request.error ?? new Error(`Cannot open ${name}`));
    request.onblocked = () => reject(new Error(`Opening ${name} is blocked by an older connection`));
    request.onsuccess = () => {
      const db = request.result;
      // Another context (a new service worker, another tab) wants to upgrade: let it.
      db.onversionchange = () => db.close();
      resolve(db);
    };
  });
}

/**
 * Keeps one connection per context and reopens it when the browser closed it (versionchange,
 * storage pressure), so callers just ask for `get()`.
 */
export function connectionCache(open: () => Promise<IDBDatabase>): {
  get(): Promise<IDBDatabase>;
  reset(): void;
} {
  let pending: Promise<IDBDatabase> | null = null;
  return {
    get() {
      pending ??= open().then(
        (db) => {
          const forget = () => {
            pending = null;
          };
          db.addEventListener('close', forget);
          db.addEventListener('versionchange', forget);
          return db;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    reset() {
      pending = null;
    },
  };
}
