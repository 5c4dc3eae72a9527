import { CONTENT_CACHE } from '../src/shared/offline/content-cache';
import { contentStrategy } from './content-cache';
import { isWarmStudyMessage, studyPagesUrl, warmupUrls, type WarmStudyMessage } from './study-warmup-plan';

/** Two at a time: the warm-up must never compete with what the person is loading. */
const CONCURRENCY = 2;
/** A study warmed in this worker's life is not warmed again (the page asks on every home visit). */
const warmed = new Set<string>();

async function keep(url: string, event: ExtendableEvent, cache: Cache): Promise<void> {
  // Already kept: the page refreshes it itself (stale-while-revalidate) when it is opened.
  if (await cache.match(url)) return;
  const request = new Request(url, { credentials: 'same-origin', priority: 'low' } as RequestInit);
  await contentStrategy.handle({ request, event }).catch(() => undefined);
}

async function warmStudy(message: WarmStudyMessage, event: ExtendableEvent, origin: string): Promise<void> {
  const key = `${message.language}:${message.path}`;
  if (warmed.has(key) || (self as unknown as { navigator: { onLine?: boolean } }).navigator.onLine === false)
    return;
  warmed.add(key);
  try {
    const listRequest = new Request(studyPagesUrl(message), { credentials: 'same-origin' });
    const listAnswer = await contentStrategy.handle({ request: listRequest, event });
    const urls = warmupUrls(await listAnswer.json(), message.language, origin);
    const cache = await caches.open(CONTENT_CACHE);
    const queue = [...urls];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await keep(url, event, cache);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } catch {
    warmed.delete(key); // offline or refused: the next home visit tries again
  }
}

/** Handles the page's WARM_STUDY message; true when it was one. */
export function handleWarmStudyMessage(event: ExtendableMessageEvent, origin: string): boolean {
  if (!isWarmStudyMessage(event.data)) return false;
  event.waitUntil(warmStudy(event.data, event, origin));
  return true;
}
