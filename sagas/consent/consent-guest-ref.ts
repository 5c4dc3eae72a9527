import { call, put, race, select, take } from 'redux-saga/effects';
import { guestRefFound, selectConsent, type ConsentState } from '../../src/features/consent/consent-slice';
import { selectJourney, started, type JourneyState } from '../../src/features/journey/journey-slice';
import { delay } from '../../src/lib/clock';
import { getCookie } from '../../src/lib/cookies';
import { COOKIE_NAMES } from '../../src/shared/domain/journey-cookies';
import { journeyDefaults } from '../journey/journey-defaults';
import { provideDefaults, service } from '../shared/saga-services';

/** The cookie banner checks for a guest reference every 2 s. */
export const GUEST_REF_POLL_MS = 2_000;

/**
 * The cookie banner waits for a guest reference (choices are saved per guest): the journey's,
 * or the bx_guest_ref cookie another tab or page wrote. The poll keeps running at the same pace
 * so a new guest reference (after a start over) is noticed too; it only dispatches on a change.
 * A journey that starts in this tab is not left waiting for the next poll: the banner asks the
 * new visitor as soon as their guest reference exists.
 */
export function* consentGuestRefSaga() {
  yield* provideDefaults(journeyDefaults);
  const cookies = yield* service('cookies');
  while (true) {
    const journey: JourneyState = yield select(selectJourney);
    const consent: ConsentState = yield select(selectConsent);
    const found = journey.guestRef ?? getCookie(COOKIE_NAMES.guestRef, cookies);
    if (found && found !== consent.guestRef) yield put(guestRefFound({ guestRef: found }));
    yield race({ poll: call(delay, GUEST_REF_POLL_MS), journeyStarted: take(started.type) });
  }
}
