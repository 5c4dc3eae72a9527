import { assignLocation, browserApi, browserIsOnline, documentCookies } from '../shared/browser-effects';
import { JOURNEY_TIMINGS } from '../../src/shared/domain/journey-timings';
import type { ServiceDefaults } from '../shared/saga-services';

export const PRE_SCREENER_ID = 'pre-screener-wrapper';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls without moving focus: an automatic move of focus would disorient screen-reader users. */
function scrollToPreScreener(): boolean {
  if (typeof document === 'undefined') return false;
  const target = document.getElementById(PRE_SCREENER_ID);
  if (!target) return false;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** Waits for the section to render (it may come seconds after the page's layout on a slow phone). */
function preScreenerRendered(): Promise<boolean> {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') {
    return Promise.resolve(false);
  }
  if (document.getElementById(PRE_SCREENER_ID)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (found: boolean) => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(found);
    };
    const observer = new MutationObserver(() => {
      if (document.getElementById(PRE_SCREENER_ID)) finish(true);
    });
    const timer = window.setTimeout(() => finish(false), JOURNEY_TIMINGS.preScreenerRenderWaitMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** The journey's real services: it runs on every page, so this module is in the first download. */
export const journeyDefaults = {
  api: () => browserApi,
  assign: () => assignLocation,
  scrollToPreScreener: () => scrollToPreScreener,
  preScreenerRendered: () => preScreenerRendered,
  hasScrolled: () => () => typeof window !== 'undefined' && window.scrollY > 0,
  cookies: documentCookies,
  isOnline: () => browserIsOnline,
  randomId: () => () => crypto.randomUUID(),
} satisfies ServiceDefaults;
