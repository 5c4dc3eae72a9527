import type { Language } from '../content-model/language';

/**
 * What a page posts to its service worker after the first visit of a study's home: keep that
 * study's other pages for offline use (service-worker/study-warmup.ts). One definition for both
 * sides of postMessage.
 */
export const WARM_STUDY_MESSAGE = 'WARM_STUDY';

export interface WarmStudyMessage {
  type: typeof WARM_STUDY_MESSAGE;
  /** The study home's content path (locale-free). */
  path: string;
  language: Language;
}

export function isWarmStudyMessage(data: unknown): data is WarmStudyMessage {
  const message = data as Partial<WarmStudyMessage> | null;
  return (
    message?.type === WARM_STUDY_MESSAGE &&
    typeof message.path === 'string' &&
    message.path.startsWith('/') &&
    message.path.length <= 512 &&
    typeof message.language === 'string' &&
    /^[a-z]{2}$/.test(message.language)
  );
}
