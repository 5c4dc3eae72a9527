import { actionChannel, call, put, select, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  consentDecided,
  guestRefFound,
  isDecisionLive,
  preferencesQueued,
  selectConsent,
  type ConsentState,
} from '../../src/features/consent/consent-slice';
import { now } from '../../src/lib/clock';
import { setCookie, type CookieTarget } from '../../src/lib/cookies';
import { saveCookiePreferences } from '../../src/shared/contracts/consent';
import { analyticsAllowedBy, DAY_MS } from '../../src/shared/domain/cookie-consent';
import { COOKIE_NAMES, DEFAULT_COOKIE_EXPIRY_DAYS } from '../../src/shared/domain/journey-cookies';
import { journeyDefaults } from '../journey/journey-defaults';
import { enqueueJourneyWrite } from '../journey/journey-writes';
import { provideDefaults, service } from '../shared/saga-services';

/**
 * The visitor's cookie choices leave the store two ways: mirrored in the AcceptCookie ('true'
 * when non-essential cookies are opted in, else 'false') and AcceptCookieSettings (the decided
 * categories as JSON) cookies for cookieExpiryDateInDays, and saved per guest reference
 * (POST /api/contacts/SaveCookiePreferences/:guestRef, through the outbox).
 */

/** What is left of the decision's lifetime, in days (the cookies expire with it). */
export function remainingDays(consent: ConsentState, nowMs: number): number {
  if (!consent.expiresAt) return DEFAULT_COOKIE_EXPIRY_DAYS;
  return Math.max(0, (Date.parse(consent.expiresAt) - nowMs) / DAY_MS);
}

export function writeConsentCookies(target: CookieTarget | null, consent: ConsentState, nowMs: number): void {
  const days = remainingDays(consent, nowMs);
  const categories = consent.categories ?? [];
  setCookie(COOKIE_NAMES.acceptCookie, String(analyticsAllowedBy(categories)), { days }, target);
  setCookie(COOKIE_NAMES.acceptCookieSettings, JSON.stringify(categories), { days }, target);
}

function* savePreferences(consent: ConsentState) {
  const guestRef = consent.guestRef;
  if (!guestRef || !consent.decidedAt) return;
  const summary: unknown = yield call(
    enqueueJourneyWrite,
    saveCookiePreferences,
    {
      params: { guestRef },
      body: {
        domain: consent.domain ?? '',
        cookieCategory: consent.categories,
        decidedAt: consent.decidedAt,
        action: consent.action ?? 'save',
      },
    },
    // The analytics events of this guest share the group, so they are delivered after it.
    { group: `guest:${guestRef}`, label: 'Cookie choices saved' },
  );
  if (summary) yield put(preferencesQueued({ guestRef }));
}

function* onDecided() {
  const cookies = yield* service('cookies');
  const consent: ConsentState = yield select(selectConsent);
  writeConsentCookies(cookies, consent, now());
  yield call(savePreferences, consent);
}

/** A guest reference that appears after the decision (or a new one) gets the choices saved too. */
function* onGuestRefFound() {
  const consent: ConsentState = yield select(selectConsent);
  if (!isDecisionLive(consent, now()) || consent.savedForGuestRef === consent.guestRef) return;
  yield call(savePreferences, consent);
}

/** One at a time, in order: a save must be queued (and noted) before the next event looks. */
export function* consentPreferencesSaga() {
  yield* provideDefaults(journeyDefaults);
  const events: Channel<Action> = yield actionChannel([consentDecided.type, guestRefFound.type]);
  while (true) {
    const action: Action = yield take(events);
    if (consentDecided.match(action)) yield call(onDecided);
    else yield call(onGuestRefFound);
  }
}
