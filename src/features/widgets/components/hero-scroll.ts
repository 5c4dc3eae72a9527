import {
  anchorId,
  DEFAULT_HERO_ANCHOR,
  heroScrollTop,
  scrollBehaviour,
} from '../../../shared/domain/widgets/hero-link';

/** The notification banner widget marks the document while it is open (read only: no import). */
export function notificationBannerOpen(): boolean {
  return document.documentElement.dataset.notificationBanner === 'open';
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** How long a click made while the page's later widgets are still loading waits for its section. */
export const WAIT_FOR_SECTION_MS = 3000;

function scrollTo(target: HTMLElement): void {
  const top = heroScrollTop({
    targetTop: target.getBoundingClientRect().top,
    scrollY: window.scrollY,
    notificationBannerOpen: notificationBannerOpen(),
  });
  window.scrollTo({ top, behavior: scrollBehaviour(prefersReducedMotion()) });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function findTarget(href: string): HTMLElement | null {
  return document.getElementById(anchorId(href)) ?? document.getElementById(DEFAULT_HERO_ANCHOR);
}

/**
 * Scrolls to a hero CTA's anchor (an unknown one falls back to the pre-screener header banner),
 * 50 px higher while the notification banner is open, and moves focus there so keyboard and
 * screen-reader users land where sighted users do. The hero shows before the rest of its page:
 * a click in that moment scrolls as soon as the section arrives (within WAIT_FOR_SECTION_MS).
 * True when the click is handled here (now or then).
 */
export function scrollToHeroAnchor(href: string): boolean {
  const target = findTarget(href);
  if (target) {
    scrollTo(target);
    return true;
  }
  const observer = new MutationObserver(() => {
    const arrived = findTarget(href);
    if (!arrived) return;
    stop();
    scrollTo(arrived);
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_SECTION_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return true;
}
