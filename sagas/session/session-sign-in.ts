import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { selectJourney, type JourneyState } from '../../src/features/journey/journey-slice';
import { selectJourneyPage, type JourneyPageView } from '../../src/features/journey/journey-ui-slice';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import {
  profileEmailChecked,
  profileEmailSent,
  profileEmailSubmitted,
  profileResendRequested,
  PROFILE_MAIL_LIMIT,
  selectProfileModal,
  type EmailCheckResult,
  type ProfileModalState,
} from '../../src/features/session/session-slice';
import { NetworkError } from '../../src/lib/api-errors';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { sendProfileEmail } from '../../src/shared/contracts/profile-session';
import { emailExists } from '../../src/shared/contracts/registration';
import type { EarlyActions } from '../lazy-feature';
import { earlyOf } from '../shared/early-actions';
import { services } from '../shared/saga-services';

/*
 * The profile modal (the spec's "Profile email modal", its calls "Email-existence check (profile modal)" and
 * "Send profile email", and their error texts): a known address gets the 'email sent' modal and a mail with a
 * My Profile link; an unknown one the 'does not exist' message; any other answer the generic message. No
 * answer at all (a network failure) is swallowed: the loader just ends.
 */

export function* sendProfileMail() {
  const { api, randomId, log } = yield* services('api', 'randomId', 'log');
  const modal: ProfileModalState = yield select(selectProfileModal);
  const site: SiteSettings | null = yield select(selectSiteSettings);
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  // The server has its own hourly limit; this one matches the hidden Resend button.
  if (!site || modal.email === '' || modal.sentCount >= PROFILE_MAIL_LIMIT) return;
  const resendAttemptCount = modal.sentCount;
  yield put(profileEmailSent());
  try {
    yield call(
      [api, api.call],
      sendProfileEmail,
      {
        body: {
          email: modal.email,
          mailIdList: site.session?.profileModal?.sendMailingListId,
          emailType: 'myProfile',
          baseUrl: site.baseUrl,
          myProfileUrl: `${site.baseUrl.replace(/\/+$/, '')}${site.myProfileItemUrl}`,
          resendAttemptCount,
          siteSettingsId: site.siteSettingsId,
          language: page?.locale ?? site.language,
          isMyprofileEmail: true,
        },
      },
      // Made when the person acted: the client's retries cannot send the mail twice.
      { idempotencyKey: randomId() },
    );
  } catch (error) {
    log('SendProfileEmail failed', error);
  }
}

function* emailCheckResult(email: string) {
  const { api, log } = yield* services('api', 'log');
  const site: SiteSettings | null = yield select(selectSiteSettings);
  const journey: JourneyState = yield select(selectJourney);
  try {
    const answer: { isEmailExist: boolean } = yield call([api, api.call], emailExists, {
      body: { email, guestRef: journey.guestRef ?? undefined, source: site?.source },
    });
    return (answer.isEmailExist ? 'exists' : 'notFound') as EmailCheckResult;
  } catch (error) {
    log('EmailExists failed', error);
    return (error instanceof NetworkError ? 'unanswered' : 'failed') as EmailCheckResult;
  }
}

export function* checkProfileEmail(action: PayloadAction<{ email: string }>) {
  const result: EmailCheckResult = yield call(emailCheckResult, action.payload.email.trim());
  yield put(profileEmailChecked({ result }));
  if (result === 'exists') yield call(sendProfileMail);
}

export function* signInSaga() {
  yield takeLatest(profileEmailSubmitted.type, checkProfileEmail);
  yield takeEvery(profileResendRequested.type, sendProfileMail);
}

/**
 * The modal's requests dispatched while this chunk downloaded: the latest address is checked and
 * every resend sent, as the watchers would.
 */
export function* startSignIn(early: EarlyActions) {
  const email = earlyOf(early, profileEmailSubmitted.type).at(-1);
  if (email) yield fork(checkProfileEmail, email as PayloadAction<{ email: string }>);
  const resends = earlyOf(early, profileResendRequested.type).length;
  for (let sent = 0; sent < resends; sent += 1) yield fork(sendProfileMail);
  yield call(signInSaga);
}
