/**
 * "Sticky bar", its states and limits: when the bar shows and when its move-to-top button does. The component
 * observes the page; these rules decide from what it observed.
 */

/** The hero whose scrolling off reveals the bar. */
export const STICKY_BAR_HERO_SELECTOR = '#hero-banner';

/** Sections the bar must never cover: while any of them is in view the bar hides. */
export const STICKY_BAR_BLOCKER_SELECTORS = [
  'footer.site-footer',
  '#footer',
  '#pre-screener-wrapper',
  '#pre-screener-questionnaire-iframe',
  '#contact-info-questionare',
  '#pre-screener-footer-banner',
  '#study-location',
] as const;

/** The move-to-top button appears past 60 % of the scrollable height. */
export const MOVE_TO_TOP_FRACTION = 0.6;

export interface StickyBarFacts {
  /** Whether the page has a hero at all; without one there is nothing to scroll past. */
  heroPresent: boolean;
  /** The hero's bottom edge is above the top of the viewport. */
  heroScrolledOff: boolean;
  /** Any blocker section intersects the viewport. */
  blockerInView: boolean;
  /** Below the mobile breakpoint (500 px). */
  isMobile: boolean;
  enableAutoShowMobile: boolean;
}

/**
 * Shown once the hero has scrolled off (or straight away when there is no hero, or on mobile
 * with enableAutoShowMobile), and never while a blocker section is in view.
 */
export function isStickyBarVisible(facts: StickyBarFacts): boolean {
  if (facts.blockerInView) return false;
  if (facts.isMobile && facts.enableAutoShowMobile) return true;
  return !facts.heroPresent || facts.heroScrolledOff;
}

/** How far down the page is scrolled, 0..1 (0 when the page does not scroll). */
export function scrollFraction(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
}

export function showMoveToTop(fraction: number): boolean {
  return fraction > MOVE_TO_TOP_FRACTION;
}
