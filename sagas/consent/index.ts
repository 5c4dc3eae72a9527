import { call } from 'redux-saga/effects';
import { superviseParts, type SuperviseOptions } from '../shared/supervise';
import { consentGuestRefSaga } from './consent-guest-ref';
import { consentPreferencesSaga } from './consent-preferences';

/**
 * The cookie banner's sagas: mirroring the visitor's choices to cookies, and finding the guest
 * reference the choices are saved under. Each restarts on its own when it crashes.
 */
export function* consentSaga(options: SuperviseOptions = {}) {
  yield call(
    superviseParts,
    [
      ['consentPreferences', consentPreferencesSaga, []],
      ['consentGuestRef', consentGuestRefSaga, []],
    ],
    options,
  );
}
