import { select } from 'redux-saga/effects';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import { selectRegistrationData } from '../../src/features/registration/registration-slice';
import { getCookie, setCookie } from '../../src/lib/cookies';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import type { RegistrationData } from '../../src/shared/domain/registration/registration-data';
import { COOKIE_NAMES, cookieLifetimeDays } from '../../src/shared/domain/journey-cookies';
import { services } from '../shared/saga-services';

/**
 * The guest reference a registration is made under (the {ref} of
 * AddOrUpdateCrRegistrationDetails): the one already chosen for this registration, else the
 * journey's, else the bx_guest_ref cookie, else a new one, written to the cookie like the
 * journey's. The registration state keeps it, so a reload (after which the journey's cookie
 * saga may clear the cookie) does not change it.
 */
export function* ensureGuestRef() {
  const { cookies, randomId } = yield* services('cookies', 'randomId');
  const data: RegistrationData = yield select(selectRegistrationData);
  const journey: JourneyState = yield select(selectJourney);
  const known = data.guestRef ?? journey.guestRef ?? getCookie(COOKIE_NAMES.guestRef, cookies);
  if (known) return known;
  const made = randomId();
  const settings: SiteSettings | null = yield select(selectSiteSettings);
  const days = cookieLifetimeDays(COOKIE_NAMES.guestRef, {
    resumeEnrollmentExpirationDays: settings?.resumeEnrollmentExpirationDays ?? null,
  });
  setCookie(COOKIE_NAMES.guestRef, made, { days }, cookies);
  return made;
}
