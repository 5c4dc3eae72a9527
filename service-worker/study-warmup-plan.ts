import { getLayout } from '../src/shared/contracts/content';
import { buildUrl } from '../src/shared/contracts/define-call';
import { getStudyPages, studyPagesResponseSchema } from '../src/shared/contracts/study-pages';
import type { Language } from '../src/shared/content-model/language';
import type { WarmStudyMessage } from '../src/shared/offline/warm-study-message';
import { isContentCall } from './route-rules';

export { isWarmStudyMessage, type WarmStudyMessage } from '../src/shared/offline/warm-study-message';

/** Pure, so it is unit-tested without Workbox: which URLs the warm-up asks for. */

export function studyPagesUrl(message: WarmStudyMessage): string {
  return buildUrl(getStudyPages.path, {}, { path: message.path, language: message.language });
}

/**
 * The layout URLs of the study's pages, built exactly as the page builds them (the content cache
 * matches by URL), then the other content calls. Anything that is not a cacheable public content
 * call is dropped, so a bad answer cannot make the worker fetch or keep something else.
 */
export function warmupUrls(answer: unknown, language: Language, origin: string): string[] {
  const parsed = studyPagesResponseSchema.safeParse(answer);
  if (!parsed.success) return [];
  const layouts = parsed.data.paths.map((path) => buildUrl(getLayout.path, {}, { path, language }));
  return [...layouts, ...parsed.data.contentUrls].filter((url) => {
    const target = new URL(url, origin);
    return isContentCall('GET', target.pathname, target.origin === origin);
  });
}
