import { call, select, take } from 'redux-saga/effects';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { selectJourneyPage } from '../../src/features/journey/journey-ui-slice';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import { removeCookie, setCookie, type CookieTarget } from '../../src/lib/cookies';
import {
  COOKIE_NAMES,
  cookieLifetimeDays,
  type CookieLifetimeSettings,
  type CookieName,
} from '../../src/shared/domain/journey-cookies';
import type { JourneyPageView } from '../../src/features/journey/journey-ui-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';

/**
 * The journey cookies the spec names mirror the persisted journey slice, which stays the source of
 * truth: whenever the slice changes, the cookies that differ are written (or removed when the
 * value is gone), with the lifetime of resumeEnrollmentExpirationDays.
 */

type CookieValues = Partial<Record<CookieName, string | null>>;

export function journeyCookieValues(journey: JourneyState, page: JourneyPageView | null): CookieValues {
  const values: CookieValues = {
    [COOKIE_NAMES.enrollmentId]: journey.enrollmentId,
    [COOKIE_NAMES.journeyStatus]: journey.journeyStatus,
    [COOKIE_NAMES.journeyStep]: journey.journeyStep,
    [COOKIE_NAMES.journeyType]: journey.journeyType,
    [COOKIE_NAMES.tenantKey]: journey.tenantKey,
    [COOKIE_NAMES.browserId]: journey.browserId,
  };
  // After a resume the guest-id cookie is written 2 s later: until then it is left as it is.
  if (!journey.guestRefCookieHeld) values[COOKIE_NAMES.guestRef] = journey.guestRef;
  if (page) values[COOKIE_NAMES.language] = page.locale;
  return values;
}

function lifetimeSettings(settings: SiteSettings | null): CookieLifetimeSettings {
  return { resumeEnrollmentExpirationDays: settings?.resumeEnrollmentExpirationDays ?? null };
}

/** Writes what changed since `previous`; returns what is now written. */
export function writeJourneyCookies(
  target: CookieTarget | null,
  next: CookieValues,
  previous: CookieValues | null,
  settings: CookieLifetimeSettings,
  lifetimeChanged: boolean,
): CookieValues {
  for (const [name, value] of Object.entries(next) as Array<[CookieName, string | null]>) {
    if (previous && !lifetimeChanged && previous[name] === value) continue;
    if (value === null) removeCookie(name, target);
    else setCookie(name, value, { days: cookieLifetimeDays(name, settings) }, target);
  }
  return { ...previous, ...next };
}

interface Snapshot {
  values: CookieValues;
  days: number | null;
}

function* snapshot() {
  const journey: JourneyState = yield select(selectJourney);
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const settings: SiteSettings | null = yield select(selectSiteSettings);
  return {
    values: journeyCookieValues(journey, page),
    days: settings?.resumeEnrollmentExpirationDays ?? null,
    settings,
  };
}

export function* journeyCookiesSaga(target: CookieTarget | null) {
  let written: Snapshot | null = null;
  while (true) {
    const next: Snapshot & { settings: SiteSettings | null } = yield call(snapshot);
    const lifetimeChanged = written !== null && written.days !== next.days;
    const values = writeJourneyCookies(
      target,
      next.values,
      written?.values ?? null,
      lifetimeSettings(next.settings),
      lifetimeChanged,
    );
    written = { values, days: next.days };
    yield take('*');
  }
}
