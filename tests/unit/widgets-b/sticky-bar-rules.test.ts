import {
  isStickyBarVisible,
  MOVE_TO_TOP_FRACTION,
  scrollFraction,
  showMoveToTop,
  STICKY_BAR_BLOCKER_SELECTORS,
  type StickyBarFacts,
} from '../../../src/shared/domain/page-widgets/sticky-bar';

const facts = (extra: Partial<StickyBarFacts> = {}): StickyBarFacts => ({
  heroPresent: true,
  heroScrolledOff: false,
  blockerInView: false,
  isMobile: false,
  enableAutoShowMobile: false,
  ...extra,
});

describe('sticky bar visibility', () => {
  it('stays hidden while the hero is on screen and shows once it has scrolled off', () => {
    expect(isStickyBarVisible(facts())).toBe(false);
    expect(isStickyBarVisible(facts({ heroScrolledOff: true }))).toBe(true);
  });

  it('hides over the footer, the pre-screener sections and the study location', () => {
    expect(isStickyBarVisible(facts({ heroScrolledOff: true, blockerInView: true }))).toBe(false);
    expect(STICKY_BAR_BLOCKER_SELECTORS).toEqual(
      expect.arrayContaining([
        'footer.site-footer',
        '#pre-screener-wrapper',
        '#pre-screener-questionnaire-iframe',
        '#contact-info-questionare',
        '#pre-screener-footer-banner',
        '#study-location',
      ]),
    );
  });

  it('on mobile with enableAutoShowMobile shows from the start, but still not over a blocker', () => {
    expect(isStickyBarVisible(facts({ isMobile: true, enableAutoShowMobile: true }))).toBe(true);
    expect(isStickyBarVisible(facts({ isMobile: true }))).toBe(false);
    expect(isStickyBarVisible(facts({ isMobile: false, enableAutoShowMobile: true }))).toBe(false);
    expect(
      isStickyBarVisible(facts({ isMobile: true, enableAutoShowMobile: true, blockerInView: true })),
    ).toBe(false);
  });

  it('shows straight away on a page without a hero', () => {
    expect(isStickyBarVisible(facts({ heroPresent: false }))).toBe(true);
  });
});

describe('move to top (past 60 %)', () => {
  it('measures the scrolled share of the scrollable height', () => {
    expect(scrollFraction(0, 3000, 1000)).toBe(0);
    expect(scrollFraction(1000, 3000, 1000)).toBe(0.5);
    expect(scrollFraction(2500, 3000, 1000)).toBe(1);
    expect(scrollFraction(100, 800, 1000)).toBe(0);
  });

  it('appears only past 60 %', () => {
    expect(MOVE_TO_TOP_FRACTION).toBe(0.6);
    expect(showMoveToTop(0.6)).toBe(false);
    expect(showMoveToTop(0.61)).toBe(true);
    expect(showMoveToTop(scrollFraction(1300, 3000, 1000))).toBe(true);
    expect(showMoveToTop(scrollFraction(1100, 3000, 1000))).toBe(false);
  });
});
