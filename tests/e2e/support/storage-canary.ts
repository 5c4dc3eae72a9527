import type { BrowserContext, Page } from 'playwright-core';

/*
 * The storage canary: reads EVERY storage area a page of this origin can leave data in
 * (all IndexedDB databases and their records, local and session storage, every Cache Storage
 * cache with each request URL and response body, and the cookies) and looks for values a person
 * typed, as typed, URL-encoded and lower-cased. CryptoKeys and binary values are skipped: they
 * hold no text a person typed.
 */

export interface StorageItem {
  area: 'indexedDB' | 'localStorage' | 'sessionStorage' | 'cacheStorage' | 'cookie';
  /** Where exactly (database/store/key, cache/url, storage key, cookie name). */
  where: string;
  text: string;
}

export interface CanaryHit {
  value: string;
  form: string;
  area: StorageItem['area'];
  where: string;
  excerpt: string;
}

/** Everything the page's origin keeps, as text (run inside the page). */
function readOrigin(): Promise<Array<{ area: StorageItem['area']; where: string; text: string }>> {
  const skipBinary = (_key: string, value: unknown) => {
    if (typeof CryptoKey !== 'undefined' && value instanceof CryptoKey) return '[CryptoKey]';
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return '[binary]';
    return value;
  };
  const request = <T>(req: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  async function readDatabase(name: string) {
    const items: Array<{ area: 'indexedDB'; where: string; text: string }> = [];
    const db = await request(indexedDB.open(name));
    try {
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        values.forEach((value, index) => {
          items.push({
            area: 'indexedDB',
            where: `${name}/${storeName}/${String(keys[index])}`,
            text: `${String(keys[index])} ${JSON.stringify(value, skipBinary)}`,
          });
        });
      }
    } finally {
      db.close();
    }
    return items;
  }
  const fromStorage = (storage: Storage, area: 'localStorage' | 'sessionStorage') =>
    Array.from({ length: storage.length }, (_, index) => {
      const key = storage.key(index) ?? '';
      return { area, where: key, text: `${key} ${storage.getItem(key) ?? ''}` };
    });
  async function readCaches() {
    const items: Array<{ area: 'cacheStorage'; where: string; text: string }> = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const cached of await cache.keys()) {
        const response = await cache.match(cached);
        const body = response ? await response.clone().text() : '';
        items.push({
          area: 'cacheStorage',
          where: `${cacheName} ${cached.url}`,
          text: `${cached.url} ${body}`,
        });
      }
    }
    return items;
  }
  return (async () => {
    const databases = await indexedDB.databases();
    const stored = await Promise.all(databases.map((db) => (db.name ? readDatabase(db.name) : [])));
    return [
      ...stored.flat(),
      ...fromStorage(localStorage, 'localStorage'),
      ...fromStorage(sessionStorage, 'sessionStorage'),
      ...(await readCaches()),
    ];
  })();
}

export async function readEveryStorageArea(page: Page, context: BrowserContext): Promise<StorageItem[]> {
  const items = await page.evaluate(readOrigin);
  const cookies = (await context.cookies()).map((cookie) => ({
    area: 'cookie' as const,
    where: cookie.name,
    text: `${cookie.name}=${cookie.value}`,
  }));
  return [...items, ...cookies];
}

/** The forms a typed value can be stored in. */
export function canaryForms(value: string): Array<[string, string]> {
  const forms: Array<[string, string]> = [
    ['as typed', value],
    ['URL-encoded', encodeURIComponent(value)],
    ['form-encoded', encodeURIComponent(value).replace(/%20/g, '+')],
    ['lower-cased', value.toLowerCase()],
    ['lower-cased, URL-encoded', encodeURIComponent(value.toLowerCase())],
  ];
  return forms.filter(([, form], index) => forms.findIndex(([, other]) => other === form) === index);
}

/** Every trace of `values` in `items` (an empty list is what a wiped device gives). */
export function findCanaries(items: StorageItem[], values: string[]): CanaryHit[] {
  const hits: CanaryHit[] = [];
  for (const item of items) {
    const lower = item.text.toLowerCase();
    for (const value of values) {
      for (const [form, needle] of canaryForms(value)) {
        const at = form.startsWith('lower') ? lower.indexOf(needle) : item.text.indexOf(needle);
        if (at < 0) continue;
        const excerpt = item.text.slice(Math.max(0, at - 60), at + needle.length + 60);
        hits.push({ value, form, area: item.area, where: item.where, excerpt });
        break;
      }
    }
  }
  return hits;
}

/** Reads every storage area and returns the traces of `values`. */
export async function storageCanary(
  page: Page,
  context: BrowserContext,
  values: string[],
): Promise<CanaryHit[]> {
  return findCanaries(await readEveryStorageArea(page, context), values);
}
