import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { navigationRequested, selectSiteSettings } from '../../src/features/journey/journey-ui-slice';
import {
  registrationStartCompleted,
  registrationStartEmailExists,
  type StartSubmittedPayload,
} from '../../src/features/registration/registration-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { emailExists } from '../../src/shared/contracts/registration';
import type { RegistrationSagaDeps } from './registration-deps';
import { ensureGuestRef } from './registration-guest-ref';

/**
 * Is this address registered already? (The spec's EmailExists call.) `unknown` when
 * the lookup failed (offline, a server error).
 */
export function* lookUpEmail(deps: RegistrationSagaDeps, email: string, guestRef: string | null) {
  const settings: SiteSettings | null = yield select(selectSiteSettings);
  try {
    const answer: { isEmailExist: boolean } = yield call([deps.api, deps.api.call], emailExists, {
      body: { email, ...(guestRef ? { guestRef } : {}), source: settings?.source ?? 'CR' },
    });
    return answer.isEmailExist ? 'exists' : 'free';
  } catch (error) {
    deps.log('registration: the email lookup failed', error);
    return 'unknown';
  }
}

/**
 * The registration start's Get started (the spec's "if the email already exists, the form shows
 * emailExists and does not continue"). A failed lookup lets the person continue: the server
 * checks again when the registration arrives, and the thank-you page then says so.
 */
export function* startRegistration(deps: RegistrationSagaDeps, action: PayloadAction<StartSubmittedPayload>) {
  const { email, agree, to } = action.payload;
  const guestRef: string = yield call(ensureGuestRef, deps);
  const found: 'exists' | 'free' | 'unknown' = yield call(lookUpEmail, deps, email.trim(), guestRef);
  if (found === 'exists') {
    yield put(registrationStartEmailExists());
    return;
  }
  yield put(registrationStartCompleted({ email: email.trim(), agree, guestRef }));
  yield put(navigationRequested({ to }));
}
