/*
 * Hero call-to-action links (the hero banner and the spec's other widgets): a '#anchor' scrolls
 * smoothly to that section (a bare '#' to the pre-screener
 * header banner), 50 px higher while the notification banner is open so the banner does not cover
 * the target; app paths open in the same window; absolute http(s) links open in a new tab.
 */

/** The section a hero CTA scrolls to when its link names no anchor. */
export const DEFAULT_HERO_ANCHOR = 'pre-screener-wrapper';

/** "Notification banner offset 50px". */
export const NOTIFICATION_BANNER_OFFSET = 50;

export type HeroLinkKind = 'anchor' | 'app' | 'external' | 'other';

export function heroLinkKind(href: string): HeroLinkKind {
  if (href.startsWith('#')) return 'anchor';
  if (href.startsWith('/') && !href.startsWith('//')) return 'app';
  if (/^https?:\/\//i.test(href)) return 'external';
  return 'other';
}

/** '#study-location' → 'study-location'; '#' → the pre-screener header banner. */
export function anchorId(href: string): string {
  const id = href.replace(/^#/, '').trim();
  return id === '' ? DEFAULT_HERO_ANCHOR : decodeURIComponent(id);
}

export interface ScrollInput {
  /** The target's top relative to the viewport (getBoundingClientRect().top). */
  targetTop: number;
  /** The page's current vertical scroll (window.scrollY). */
  scrollY: number;
  notificationBannerOpen: boolean;
}

/** The document position to scroll to: the target's top, less the banner offset; never negative. */
export function heroScrollTop({ targetTop, scrollY, notificationBannerOpen }: ScrollInput): number {
  const offset = notificationBannerOpen ? NOTIFICATION_BANNER_OFFSET : 0;
  return Math.max(0, Math.round(targetTop + scrollY - offset));
}

/** Smooth unless the person asked for reduced motion. */
export function scrollBehaviour(reducedMotion: boolean): 'auto' | 'smooth' {
  return reducedMotion ? 'auto' : 'smooth';
}
