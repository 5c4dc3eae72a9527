import {
  COOKIE_NAMES,
  cookieLifetimeDays,
  cookieMaxAgeSeconds,
  cookiesClearedOnStartOver,
  isKnownCookie,
  type CookieName,
} from '../../../src/shared/domain/journey-cookies';
import {
  DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS,
  isEnrollmentExpired,
  isLinkExpired,
  linkExpiry,
} from '../../../src/shared/domain/journey-expiry';

describe('cookie lifetimes', () => {
  const site = { resumeEnrollmentExpirationDays: 14, cookieExpiryDateInDays: 90 };

  it.each<[CookieName, number, number]>([
    ['bx_guest_ref', 14, 30],
    ['bx_browser_id', 14, 30],
    ['enrollmentID', 14, 30],
    ['journeyStatus', 14, 30],
    ['journeyStep', 14, 30],
    ['journeyType', 14, 30],
    ['tenantKey', 14, 30],
    ['AcceptCookie', 90, 1],
    ['AcceptCookieSettings', 90, 1],
    ['allowSiteSelectionSuccess', 1, 1],
    ['language', 1_000_000, 1_000_000],
    ['epr-name', 1_000_000, 1_000_000],
    ['taEprLanguage', 1_000_000, 1_000_000],
  ])('%s lasts %d days with the site settings, %d by default', (name, withSettings, byDefault) => {
    expect(cookieLifetimeDays(name, site)).toBe(withSettings);
    expect(cookieLifetimeDays(name)).toBe(byDefault);
    expect(cookieMaxAgeSeconds(name, site)).toBe(withSettings * 86_400);
  });

  it('falls back to the default for a missing, zero or negative setting', () => {
    for (const value of [undefined, null, 0, -3, Number.NaN]) {
      expect(cookieLifetimeDays('journeyStep', { resumeEnrollmentExpirationDays: value })).toBe(
        DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS,
      );
    }
    expect(DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS).toBe(30);
  });

  it('names every browser cookie the spec lists and knows each', () => {
    expect(Object.values(COOKIE_NAMES).sort()).toEqual(
      [
        'AcceptCookie',
        'AcceptCookieSettings',
        'allowSiteSelectionSuccess',
        'bx_browser_id',
        'bx_guest_ref',
        'enrollmentID',
        'epr-name',
        'journeyStatus',
        'journeyStep',
        'journeyType',
        'language',
        'taEprLanguage',
        'tenantKey',
      ].sort(),
    );
    expect(Object.values(COOKIE_NAMES).every(isKnownCookie)).toBe(true);
    expect(isKnownCookie('something-else')).toBe(false);
  });

  it('start over never clears language or consent cookies', () => {
    const cleared = cookiesClearedOnStartOver(false);
    expect(cleared).not.toContain('language');
    expect(cleared).not.toContain('AcceptCookie');
  });
});

describe('expiry', () => {
  const created = new Date('2025-03-01T00:00:00Z');

  it.each([
    ['29 days 23 h later', '2025-03-30T23:00:00Z', false],
    ['exactly 30 days later', '2025-03-31T00:00:00Z', true],
    ['31 days later', '2025-04-01T00:00:00Z', true],
  ])('an enrolment is expired %s: %s', (_name, at, expected) => {
    expect(isEnrollmentExpired(created, new Date(at), 30)).toBe(expected);
  });

  it('a link expires at its expiry instant', () => {
    const expiry = linkExpiry(created, 7);
    expect(expiry.toISOString()).toBe('2025-03-08T00:00:00.000Z');
    expect(isLinkExpired(expiry, new Date(expiry.getTime() - 1))).toBe(false);
    expect(isLinkExpired(expiry, expiry)).toBe(true);
  });
});
