import type { ApiClient } from '../../src/lib/api-client';
import { browserIsOnline, cookieTargetOf, sharedApiClient } from '../shared/browser-effects';
import type { CookieTarget } from '../../src/lib/cookies';
import { JOURNEY_TIMINGS } from '../../src/shared/domain/journey-timings';

/** The browser effects of the journey sagas, injectable so tests drive them without a browser. */
export interface JourneyDeps {
  /** Reads that the person waits for (resume details); writes go through the outbox instead. */
  api: ApiClient;
  /** A full page load (start over reloads the study's home). */
  reload: (url: string) => void;
  /** Scrolls #pre-screener-wrapper into view; false when the page has none. */
  scrollToPreScreener: () => boolean;
  /** Resolves true once #pre-screener-wrapper is on the page, false when it never comes. */
  preScreenerRendered: () => Promise<boolean>;
  /** The person has scrolled the page already (the automatic scroll must not fight them). */
  hasScrolled: () => boolean;
  /** Where cookies are written; null outside a browser. */
  cookies: CookieTarget | null;
  isOnline: () => boolean;
  randomId: () => string;
}

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

export function journeyDeps(overrides: Partial<JourneyDeps> = {}): JourneyDeps {
  return {
    get api() {
      return overrides.api ?? sharedApiClient();
    },
    reload: overrides.reload ?? ((url) => window.location.assign(url)),
    scrollToPreScreener: overrides.scrollToPreScreener ?? scrollToPreScreener,
    preScreenerRendered: overrides.preScreenerRendered ?? preScreenerRendered,
    hasScrolled: overrides.hasScrolled ?? (() => typeof window !== 'undefined' && window.scrollY > 0),
    cookies: cookieTargetOf(overrides),
    isOnline: overrides.isOnline ?? browserIsOnline,
    randomId: overrides.randomId ?? (() => crypto.randomUUID()),
  };
}
