import { WARM_STUDY_MESSAGE, type WarmStudyMessage } from '../shared/offline/warm-study-message';
import type { Language } from '../shared/content-model/language';

/** How long an idle moment may be waited for before the warm-up is asked anyway. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Resolves when the browser is idle after the page has loaded: the warm-up must not take
 * bandwidth or main-thread time from the page's first paint (LCP).
 */
export function whenIdle(win: Window & typeof globalThis = window): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else win.setTimeout(resolve, 2_000);
    });
  if (win.document.readyState === 'complete') return idle();
  return new Promise((resolve) =>
    win.addEventListener('load', () => void idle().then(resolve), { once: true }),
  );
}

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
