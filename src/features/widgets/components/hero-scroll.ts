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

/**
 * Scrolls to a hero CTA's anchor (an unknown one falls back to the pre-screener header banner),
 * 50 px higher while the notification banner is open, and moves focus there so keyboard and
 * screen-reader users land where sighted users do. False when the page has neither target.
 */
export function scrollToHeroAnchor(href: string): boolean {
  const target = document.getElementById(anchorId(href)) ?? document.getElementById(DEFAULT_HERO_ANCHOR);
  if (!target) return false;
  const top = heroScrollTop({
    targetTop: target.getBoundingClientRect().top,
    scrollY: window.scrollY,
    notificationBannerOpen: notificationBannerOpen(),
  });
  window.scrollTo({ top, behavior: scrollBehaviour(prefersReducedMotion()) });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
