import type { Page } from 'playwright-core';

/** The outbox entries as the page's IndexedDB holds them (ids and states only). */
export async function readOutbox(
  page: Page,
): Promise<Array<{ id: string; state: string; callName: string }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('trial-app-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve([]);
          const all = db.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as Array<{ id: string; state: string; callName: string }>).map(
                ({ id, state, callName }) => ({
                  id,
                  state,
                  callName,
                }),
              ),
            );
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Polls until the predicate holds (the condition is the test's; this only waits for it). */
export async function waitUntil(
  predicate: () => Promise<boolean>,
  timeoutMs = 15000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}
