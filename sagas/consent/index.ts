import { call } from 'redux-saga/effects';
import type { JourneyDeps } from '../journey/journey-deps';
import { superviseParts, type SuperviseOptions } from '../shared/supervise';
import { consentGuestRefSaga } from './consent-guest-ref';
import { consentPreferencesSaga } from './consent-preferences';

/**
 * The cookie banner's sagas: mirroring the visitor's choices to cookies, and finding the guest
 * reference the choices are saved under. Each restarts on its own when it crashes.
 */
export function* consentSaga(overrides: Partial<JourneyDeps> = {}, options: SuperviseOptions = {}) {
  yield call(
    superviseParts,
    [
      ['consentPreferences', consentPreferencesSaga, [overrides]],
      ['consentGuestRef', consentGuestRefSaga, [overrides]],
    ],
    options,
  );
}
