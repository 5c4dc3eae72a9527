import 'fake-indexeddb/auto';
import { wipePersonalData, WORKBOX_EXPIRATION_DB } from '../../../src/lib/personal-data-wipe';

/** Workbox's expiration database as the service worker leaves it. */
async function seedExpirationRecords(urls: string[]): Promise<IDBDatabase> {
  const open = indexedDB.open(WORKBOX_EXPIRATION_DB, 1);
  open.onupgradeneeded = () => open.result.createObjectStore('cache-entries', { keyPath: 'id' });
  const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
  const transaction = db.transaction('cache-entries', 'readwrite');
  for (const id of urls) transaction.objectStore('cache-entries').put({ id, timestamp: 1 });
  await new Promise((resolve) => (transaction.oncomplete = resolve));
  return db;
}

async function keys(db: IDBDatabase): Promise<string[]> {
  const request = db.transaction('cache-entries').objectStore('cache-entries').getAllKeys();
  return new Promise((resolve) => (request.onsuccess = () => resolve(request.result as string[])));
}

describe("the wipe and Workbox's expiration records (found by the storage canary)", () => {
  it('deletes the records of the personal caches, and keeps the public content ones', async () => {
    const db = await seedExpirationRecords([
      'trial-reads|http://x/api/trials/Search?q=Zyxcanarium',
      'personal-reads|http://x/api/sites/Search?zip=60611',
      'content|http://x/api/layout?path=/',
    ]);
    const targets = { local: null, session: null, cookies: null, caches: null, outbox: null, indexedDB };
    await wipePersonalData('kiosk', targets);
    expect(await keys(db)).toEqual(['content|http://x/api/layout?path=/']);
    db.close();
  });

  it('never creates the database when Workbox has not', async () => {
    const deletion = indexedDB.deleteDatabase(WORKBOX_EXPIRATION_DB);
    await new Promise((resolve) => (deletion.onsuccess = resolve));
    const targets = { local: null, session: null, cookies: null, caches: null, outbox: null, indexedDB };
    await wipePersonalData('signOut', targets);
    const names = (await indexedDB.databases()).map((info) => info.name);
    expect(names).not.toContain(WORKBOX_EXPIRATION_DB);
  });
});
