import type { InlinedAnswers } from '../contracts/initial-answers';

/** The service worker's cache of public content and settings answers (stale-while-revalidate). */
export const CONTENT_CACHE = 'content-v1';

/**
 * Files the answers a page had inlined in its HTML under the API URLs the page would have asked,
 * so the page opens again offline from the precached shell. Both the service worker (for the
 * navigations it sees) and the page itself (for the first visit, before any worker) call it.
 */
export async function fileInlinedAnswers(storage: CacheStorage, answers: InlinedAnswers): Promise<void> {
  const entries = Object.values(answers).filter(
    (entry) => typeof entry.url === 'string' && entry.url.startsWith('/api/'),
  );
  if (entries.length === 0) return;
  const cache = await storage.open(CONTENT_CACHE);
  await Promise.all(
    entries.map((entry) =>
      cache.put(
        entry.url as string,
        new Response(JSON.stringify(entry.answer), {
          headers: { 'content-type': 'application/json; charset=utf-8', date: new Date().toUTCString() },
        }),
      ),
    ),
  );
}
