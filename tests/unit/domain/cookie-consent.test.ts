import {
  analyticsAllowedBy,
  consentExpiresAt,
  cookieNames,
  DAY_MS,
  decideCategories,
  isAnalyticsCookie,
  withEssentialOptedIn,
  type CookieChoice,
} from '../../../src/shared/domain/cookie-consent';
import {
  consentDecided,
  consentSlice,
  guestRefFound,
  isAnalyticsAllowed,
  isBannerNeeded,
} from '../../../src/features/consent/consent-slice';

const tracker: CookieChoice[] = [
  { categoryType: 'EssentialCookies', isActive: true, isOptin: false },
  { categoryType: 'Non-Essential Cookies', isActive: true, isOptin: false },
  { categoryType: 'Marketing', isActive: false, isOptin: true },
];

describe('cookie categories', () => {
  it('accept opts in every active category; essential always', () => {
    expect(decideCategories(tracker, 'accept').map((c) => c.isOptin)).toEqual([true, true, false]);
  });

  it('reject keeps essential opted in and nothing else', () => {
    expect(decideCategories(tracker, 'reject').map((c) => c.isOptin)).toEqual([true, false, false]);
  });

  it('save takes the ticks, but never unticks essential nor opts in an inactive category', () => {
    const chosen = decideCategories(tracker, 'save', {
      EssentialCookies: false,
      'Non-Essential Cookies': true,
      Marketing: true,
    });
    expect(chosen.map((c) => c.isOptin)).toEqual([true, true, false]);
  });

  it('adds the essential category when the tracker lacks it', () => {
    expect(decideCategories([tracker[1]!], 'reject')[0]).toEqual({
      categoryType: 'EssentialCookies',
      isActive: true,
      isOptin: true,
    });
  });

  it('allows analytics only for an active, opted-in non-essential category', () => {
    expect(analyticsAllowedBy(decideCategories(tracker, 'accept'))).toBe(true);
    expect(analyticsAllowedBy(decideCategories(tracker, 'reject'))).toBe(false);
    expect(
      analyticsAllowedBy([{ categoryType: 'Non-Essential Cookies', isActive: false, isOptin: true }]),
    ).toBe(false);
    expect(analyticsAllowedBy([{ categoryType: 'EssentialCookies', isActive: true, isOptin: true }])).toBe(
      false,
    );
  });

  it('forces essential on for whatever a client sends', () => {
    expect(withEssentialOptedIn(tracker)[0]!.isOptin).toBe(true);
    expect(withEssentialOptedIn(tracker)[1]!.isOptin).toBe(false);
  });

  it('recognises analytics cookies by name', () => {
    expect(
      ['_ga', '_ga_ABC', '_gid', 'analytics_x', 'language', 'AcceptCookie', 'ga'].map(isAnalyticsCookie),
    ).toEqual([true, true, true, true, false, false, false]);
    expect(cookieNames('_ga=1; language=en;x=; =y')).toEqual(['_ga', 'language', 'x']);
  });

  it('expires after the configured days, at least one', () => {
    expect(consentExpiresAt(0, 3)).toBe(3 * DAY_MS);
    expect(consentExpiresAt(0, 0)).toBe(DAY_MS);
  });
});

describe('consent slice', () => {
  const reduce = consentSlice.reducer;
  const now = Date.parse('2031-01-01T00:00:00.000Z');

  it('needs the banner once a guest reference exists and until a live decision', () => {
    let state = reduce(undefined, { type: '@init' });
    expect(isBannerNeeded(state, now)).toBe(false);
    state = reduce(state, guestRefFound({ guestRef: 'g' }));
    expect(isBannerNeeded(state, now)).toBe(true);
    state = reduce(
      state,
      consentDecided({
        categories: decideCategories(tracker, 'accept'),
        decidedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + DAY_MS).toISOString(),
        action: 'accept',
      }),
    );
    expect(isBannerNeeded(state, now)).toBe(false);
    expect(isAnalyticsAllowed(state, now)).toBe(true);
    expect(isBannerNeeded(state, now + DAY_MS)).toBe(true);
    expect(isAnalyticsAllowed(state, now + DAY_MS)).toBe(false);
  });

  it('keeps the short form working (choices only), essential forced on', () => {
    const state = reduce(
      undefined,
      consentDecided({
        choices: { EssentialCookies: false, 'Non-Essential Cookies': true },
        decidedAt: '2031-01-01T00:00:00.000Z',
      }),
    );
    expect(state.choices).toEqual({ EssentialCookies: true, 'Non-Essential Cookies': true });
    expect(isAnalyticsAllowed(state, now)).toBe(true);
  });

  it('treats a state stored by an older build (no categories) as not allowing analytics', () => {
    const old = { decided: true, decidedAt: 'x', choices: { 'Non-Essential Cookies': true } } as never;
    expect(isAnalyticsAllowed(old, now)).toBe(false);
  });
});
