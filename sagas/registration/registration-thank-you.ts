import type { PayloadAction } from '@reduxjs/toolkit';
import type { Action } from 'redux';
import { call, put, select, take } from 'redux-saga/effects';
import { profileRequested } from '../../src/features/profile/profile-slice';
import {
  registrationSubmitSettled,
  resendDone,
  selectRegistration,
  thankYouOverlayEnded,
  type MailRequestPayload,
  type RegistrationState,
  type SubmitStatus,
} from '../../src/features/registration/registration-slice';
import { delay } from '../../src/lib/clock';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { sendProfileEmail } from '../../src/shared/contracts/profile-session';
import { THANK_YOU_OVERLAY_MS } from '../../src/shared/domain/registration/thank-you-rules';
import { awaitSiteSettings } from '../shared/site-settings';
import { readProfileToken } from '../shared/profile-token';
import { service, services } from '../shared/saga-services';

/*
 * The thank-you page: the loading overlay for 3 s, then the profile fetched with the stored token (the
 * profile saga reads it); Resend sends the verification mail again. Network failures of the mail are
 * swallowed: the overlay ends.
 */

const waiting = (status: SubmitStatus) => status === 'submitting' || status === 'queued';
const answered = (action: Action) =>
  action.type === registrationSubmitSettled.type &&
  !waiting((action as ReturnType<typeof registrationSubmitSettled>).payload.status);

export function* openThankYou() {
  const session = yield* service('session');
  yield call(delay, THANK_YOU_OVERLAY_MS);
  yield put(thankYouOverlayEnded());
  // The server knows the session token only once the registration arrived.
  const { submit }: RegistrationState = yield select(selectRegistration);
  let status = submit;
  if (waiting(status)) {
    const settled: ReturnType<typeof registrationSubmitSettled> = yield take(answered);
    status = settled.payload.status;
  }
  if (status === 'emailExists' || status === 'failed' || !readProfileToken(session)) return;
  yield put(profileRequested({ reason: 'thankYou' }));
}

/** The mails' links are built by the server; these are sent as the spec sends them. */
export function profileMailUrls(settings: SiteSettings) {
  return {
    baseUrl: settings.baseUrl,
    myProfileUrl: `${settings.baseUrl.replace(/\/+$/, '')}${settings.myProfilePath}`,
  };
}

export function* resendVerification(action: PayloadAction<MailRequestPayload & { email: string }>) {
  const { api, log } = yield* services('api', 'log');
  const { email, language, mailIdList } = action.payload;
  const settings: SiteSettings | null = yield call(awaitSiteSettings);
  const { thankYou }: RegistrationState = yield select(selectRegistration);
  try {
    if (!settings) throw new Error('no site settings');
    yield call([api, api.call], sendProfileEmail, {
      body: {
        email,
        ...(mailIdList ? { mailIdList } : {}),
        emailType: 'verification',
        ...profileMailUrls(settings),
        resendAttemptCount: thankYou.resendCount + 1,
        siteSettingsId: settings.siteSettingsId,
        language,
        isMyprofileEmail: true,
      },
    });
  } catch (error) {
    log('registration: the verification mail could not be resent', error);
  }
  yield put(resendDone());
}
