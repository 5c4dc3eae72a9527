import { fork } from 'redux-saga/effects';
import {
  changeEmailRequested,
  registrationStartSubmitted,
  registrationSubmitted,
  resendRequested,
  thankYouOpened,
} from '../../src/features/registration/registration-slice';
import { lazyFeature } from '../lazy-feature';
import { registrationAnchorSaga } from './registration-anchor';
import { registrationRouteResetSaga } from './registration-route-reset';

/** The actions that need the registration's own sagas. */
export const REGISTRATION_FLOW_ACTIONS = [
  registrationStartSubmitted.type,
  registrationSubmitted.type,
  thankYouOpened.type,
  resendRequested.type,
  changeEmailRequested.type,
];

/**
 * The registration's sagas are their own chunk, downloaded at the first action that needs them
 * (the home page's Get started, the thank-you page): the home page stays light. The anchor scroll
 * and the reset on leaving the registration are tiny and always run.
 */
export function* registrationSagaLoader() {
  yield fork(registrationAnchorSaga);
  yield fork(registrationRouteResetSaga);
  yield* lazyFeature(
    REGISTRATION_FLOW_ACTIONS,
    () => import('./registration-flows').then((loaded) => loaded.runRegistrationFlows),
    {},
  );
}
