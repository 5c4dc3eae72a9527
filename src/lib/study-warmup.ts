import { WARM_STUDY_MESSAGE, type WarmStudyMessage } from '../shared/offline/warm-study-message';
import type { Language } from '../shared/content-model/language';

/**
 * Asks the active service worker to keep a study's pages for offline use. It waits for a worker
 * to be active (on the very first visit it installs meanwhile); without service workers, nothing.
 */
export async function askServiceWorkerToWarmStudy(
  path: string,
  language: Language,
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<boolean> {
  if (!container) return false;
  const registration = await container.ready;
  const message: WarmStudyMessage = { type: WARM_STUDY_MESSAGE, path, language };
  if (!registration.active) return false;
  registration.active.postMessage(message);
  return true;
}
