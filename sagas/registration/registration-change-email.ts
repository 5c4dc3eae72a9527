import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import {
  changeEmailFailed,
  changeEmailRejected,
  emailChanged,
  selectRegistrationData,
  type MailRequestPayload,
} from '../../src/features/registration/registration-slice';
import { signOutRequested } from '../../src/features/session/session-slice';
import { ApiError } from '../../src/lib/api-client';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { updateCrEmail, updateEmail } from '../../src/shared/contracts/profile';
import type { RegistrationData } from '../../src/shared/domain/registration/registration-data';
import { awaitSiteSettings } from '../shared/site-settings';
import { readProfileToken } from '../shared/profile-token';
import { lookUpEmail } from './registration-start';
import { profileMailUrls } from './registration-thank-you';
import { services } from '../shared/saga-services';

/*
 * The thank-you page's change of address: the address must not exist (a failed lookup counts as existing);
 * then UpdateEmail and UpdateCREmail (the verification mail to the new address) with the session token.
 * Network failures are silent; an expired session signs the person out.
 */

type ChangeRequested = PayloadAction<MailRequestPayload & { currentEmail: string; newEmail: string }>;

function* sendChangeMail(action: ChangeRequested, token: string, settings: SiteSettings) {
  const { api, log } = yield* services('api', 'log');
  const { currentEmail, newEmail, language, mailIdList } = action.payload;
  try {
    yield call([api, api.call], updateCrEmail, {
      body: {
        existingEmail: currentEmail,
        newEmail,
        ...(mailIdList ? { mailIdList } : {}),
        emailType: 'verification',
        ...profileMailUrls(settings),
        siteSettingsId: settings.siteSettingsId,
        language,
        myProfileToken: token,
      },
    });
  } catch (error) {
    // The address did change; only the mail failed (silent).
    log('registration: the verification mail to the new address failed', error);
  }
}

export function* changeRegistrationEmail(action: ChangeRequested) {
  const { session, api, log } = yield* services('session', 'api', 'log');
  const { newEmail } = action.payload;
  const data: RegistrationData = yield select(selectRegistrationData);
  const found: string = yield call(lookUpEmail, newEmail, data.guestRef);
  if (found !== 'free') {
    yield put(changeEmailRejected());
    return;
  }
  const token = readProfileToken(session);
  const settings: SiteSettings | null = yield call(awaitSiteSettings);
  if (!token || !settings) {
    yield put(changeEmailFailed());
    return;
  }
  try {
    const answer: { data: { success: boolean } } = yield call([api, api.call], updateEmail, {
      body: {
        url: '/api/contacts/UpdateEmail',
        email: newEmail,
        ...(data.guestRef ? { guestRef: data.guestRef } : {}),
        myProfileToken: token,
      },
    });
    if (!answer.data.success) {
      yield put(changeEmailRejected());
      return;
    }
  } catch (error) {
    log('registration: the address could not be changed', error);
    if (error instanceof ApiError && error.status === 401)
      yield put(signOutRequested({ reason: 'invalidToken' }));
    yield put(changeEmailFailed());
    return;
  }
  yield call(sendChangeMail, action, token, settings);
  yield put(emailChanged({ email: newEmail }));
}
