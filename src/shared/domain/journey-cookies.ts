import { DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS, effectiveDays } from './journey-expiry';

/** "Browser cookies": every cookie the journey reads or writes. */
export const COOKIE_NAMES = {
  guestRef: 'bx_guest_ref',
  browserId: 'bx_browser_id',
  enrollmentId: 'enrollmentID',
  journeyStatus: 'journeyStatus',
  journeyStep: 'journeyStep',
  journeyType: 'journeyType',
  tenantKey: 'tenantKey',
  eprName: 'epr-name',
  language: 'language',
  taEprLanguage: 'taEprLanguage',
  acceptCookie: 'AcceptCookie',
  acceptCookieSettings: 'AcceptCookieSettings',
  allowSiteSelectionSuccess: 'allowSiteSelectionSuccess',
} as const;

export type CookieKey = keyof typeof COOKIE_NAMES;
export type CookieName = (typeof COOKIE_NAMES)[CookieKey];

/** The journey cookies a start over clears. */
export const JOURNEY_COOKIE_NAMES = [
  COOKIE_NAMES.enrollmentId,
  COOKIE_NAMES.journeyStatus,
  COOKIE_NAMES.journeyStep,
  COOKIE_NAMES.journeyType,
  COOKIE_NAMES.tenantKey,
] as const;

/** Cleared at start over too, unless the visitor is signed in. */
export const IDENTITY_COOKIE_NAMES = [COOKIE_NAMES.guestRef, COOKIE_NAMES.browserId] as const;

/** The cookies a start over removes. */
export function cookiesClearedOnStartOver(signedIn: boolean): CookieName[] {
  return signedIn ? [...JOURNEY_COOKIE_NAMES] : [...JOURNEY_COOKIE_NAMES, ...IDENTITY_COOKIE_NAMES];
}

/** Language and EPR cookies last "about 1e6 days". */
export const LONG_LIVED_COOKIE_DAYS = 1_000_000;
/** The success-page permission lasts one day. */
export const ALLOW_SITE_SELECTION_SUCCESS_DAYS = 1;
/** The cookie banner's default expiry (cookieExpiryDateInDays). */
export const DEFAULT_COOKIE_EXPIRY_DAYS = 1;

/** The settings cookie lifetimes depend on (site settings; absent → the defaults). */
export interface CookieLifetimeSettings {
  resumeEnrollmentExpirationDays?: number | null;
  cookieExpiryDateInDays?: number | null;
}

const KIND: Record<CookieName, 'journey' | 'long' | 'banner' | 'success'> = {
  bx_guest_ref: 'journey',
  bx_browser_id: 'journey',
  enrollmentID: 'journey',
  journeyStatus: 'journey',
  journeyStep: 'journey',
  journeyType: 'journey',
  tenantKey: 'journey',
  'epr-name': 'long',
  language: 'long',
  taEprLanguage: 'long',
  AcceptCookie: 'banner',
  AcceptCookieSettings: 'banner',
  allowSiteSelectionSuccess: 'success',
};

/**
 * A cookie's lifetime in days: journey cookies (and the guest and browser ids) from
 * resumeEnrollmentExpirationDays (default 30), the banner's choice from cookieExpiryDateInDays
 * (default 1; the spec's "configured days times 86400 seconds"), allowSiteSelectionSuccess 1 day,
 * language and EPR cookies 1e6 days.
 */
export function cookieLifetimeDays(name: CookieName, settings: CookieLifetimeSettings = {}): number {
  switch (KIND[name]) {
    case 'journey':
      return effectiveDays(
        settings.resumeEnrollmentExpirationDays,
        DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS,
      );
    case 'banner':
      return effectiveDays(settings.cookieExpiryDateInDays, DEFAULT_COOKIE_EXPIRY_DAYS);
    case 'success':
      return ALLOW_SITE_SELECTION_SUCCESS_DAYS;
    case 'long':
      return LONG_LIVED_COOKIE_DAYS;
  }
}

/** The same lifetime as a Max-Age in seconds. */
export function cookieMaxAgeSeconds(name: CookieName, settings: CookieLifetimeSettings = {}): number {
  return Math.round(cookieLifetimeDays(name, settings) * 86_400);
}

export function isKnownCookie(name: string): name is CookieName {
  return Object.prototype.hasOwnProperty.call(KIND, name);
}
