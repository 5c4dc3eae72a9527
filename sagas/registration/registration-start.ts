import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { navigationRequested } from '../../src/features/journey/journey-ui-slice';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import {
  registrationStartCompleted,
  registrationStartEmailExists,
  type StartSubmittedPayload,
} from '../../src/features/registration/registration-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { emailExists } from '../../src/shared/contracts/registration';
import { ensureGuestRef } from './registration-guest-ref';
import { services } from '../shared/saga-services';

/**
 * Is this address registered already? (The spec's EmailExists call.) `unknown` when
 * the lookup failed (offline, a server error).
 */
export function* lookUpEmail(email: string, guestRef: string | null) {
  const { api, log } = yield* services('api', 'log');
  const settings: SiteSettings | null = yield select(selectSiteSettings);
  try {
    const answer: { isEmailExist: boolean } = yield call([api, api.call], emailExists, {
      body: { email, ...(guestRef ? { guestRef } : {}), source: settings?.source ?? 'CR' },
    });
    return answer.isEmailExist ? 'exists' : 'free';
  } catch (error) {
    log('registration: the email lookup failed', error);
    return 'unknown';
  }
}

/**
 * The registration start's Get started (the spec's "if the email already exists, the form shows
 * emailExists and does not continue"). A failed lookup lets the person continue: the server
 * checks again when the registration arrives, and the thank-you page then says so.
 */
export function* startRegistration(action: PayloadAction<StartSubmittedPayload>) {
  const { email, agree, to } = action.payload;
  const guestRef: string = yield call(ensureGuestRef);
  const found: 'exists' | 'free' | 'unknown' = yield call(lookUpEmail, email.trim(), guestRef);
  if (found === 'exists') {
    yield put(registrationStartEmailExists());
    return;
  }
  yield put(registrationStartCompleted({ email: email.trim(), agree, guestRef }));
  yield put(navigationRequested({ to }));
}
