import {
  anchorId,
  DEFAULT_HERO_ANCHOR,
  heroLinkKind,
  heroScrollTop,
  NOTIFICATION_BANNER_OFFSET,
  scrollBehaviour,
} from '../../../src/shared/domain/widgets/hero-link';

describe('hero CTA links', () => {
  it('sorts links: anchors scroll, app paths stay in the window, http(s) opens a new tab', () => {
    expect(heroLinkKind('#pre-screener-wrapper')).toBe('anchor');
    expect(heroLinkKind('#')).toBe('anchor');
    expect(heroLinkKind('/studies?x=1')).toBe('app');
    expect(heroLinkKind('//evil.example/x')).toBe('other');
    expect(heroLinkKind('https://clinicaltrials.gov/')).toBe('external');
    expect(heroLinkKind('HTTP://example.org')).toBe('external');
    expect(heroLinkKind('mailto:a@b.example')).toBe('other');
    expect(heroLinkKind('tel:+15555550100')).toBe('other');
  });

  it('targets the named anchor, or the pre-screener header banner for a bare #', () => {
    expect(anchorId('#study-switcher')).toBe('study-switcher');
    expect(anchorId('#')).toBe(DEFAULT_HERO_ANCHOR);
    expect(DEFAULT_HERO_ANCHOR).toBe('pre-screener-wrapper');
    expect(anchorId('#caf%C3%A9')).toBe('café');
  });

  it('scrolls to the target’s document top, 50 px higher while the notification banner is open', () => {
    expect(NOTIFICATION_BANNER_OFFSET).toBe(50);
    expect(heroScrollTop({ targetTop: 600, scrollY: 200, notificationBannerOpen: false })).toBe(800);
    expect(heroScrollTop({ targetTop: 600, scrollY: 200, notificationBannerOpen: true })).toBe(750);
    expect(heroScrollTop({ targetTop: -100.4, scrollY: 300, notificationBannerOpen: false })).toBe(200);
  });

  it('never scrolls above the page top', () => {
    expect(heroScrollTop({ targetTop: 20, scrollY: 0, notificationBannerOpen: true })).toBe(0);
  });

  it('is smooth unless reduced motion is asked for', () => {
    expect(scrollBehaviour(false)).toBe('smooth');
    expect(scrollBehaviour(true)).toBe('auto');
  });
});
