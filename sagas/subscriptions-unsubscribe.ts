import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { trackEvent } from '../src/features/analytics/analytics-slice';
import {
  unsubscribeFailed,
  unsubscribeRefused,
  unsubscribeSucceeded,
  type SubscriptionScope,
  type UnsubscribeRequest,
} from '../src/features/subscriptions/subscriptions-slice';
import { serializeCookie } from '../src/lib/cookies';
import { commonUnsubscribe, createProfileToken, unsubscribe } from '../src/shared/contracts/subscriptions';
import { COOKIE_NAMES } from '../src/shared/domain/journey-cookies';
import { DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS } from '../src/shared/domain/journey-expiry';
import {
  PROFILE_TOKEN_SESSION_KEY,
  PROFILE_UPDATE_REFERENCES,
} from '../src/shared/domain/subscriptions/unsubscribe-token';
import type { SubscriptionsSagaDeps } from './subscriptions-deps';

type UnsubscribeAnswer = { data: { guestRef: string | null; email: string } | null };

function callUnsubscribe(deps: SubscriptionsSagaDeps, token: string, scope: SubscriptionScope) {
  if (scope.kind === 'common') {
    return deps.api.call(commonUnsubscribe, { body: { unsubscribeToken: token } });
  }
  return deps.api.call(unsubscribe, {
    body: { unsubscribeToken: token, siteSettingsId: scope.siteSettingsId, language: scope.language },
  });
}

/** §4.6: the guest reference is kept in the (Secure) bx_guest_ref cookie, like the journey's. */
function storeGuestRef(deps: SubscriptionsSagaDeps, guestRef: string): void {
  if (!deps.cookies) return;
  deps.cookies.cookie = serializeCookie(
    COOKIE_NAMES.guestRef,
    guestRef,
    { days: DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS },
    true,
  );
}

/**
 * §4.6: the profile token, only when this tab has none yet. The unsubscribe token is the proof
 * that the person holds the address (the server gives no token without it). Failures are
 * swallowed (§8): the unsubscribe itself has succeeded.
 */
export function* requestProfileToken(deps: SubscriptionsSagaDeps, token: string, email: string) {
  if (email.trim() === '' || deps.session.get(PROFILE_TOKEN_SESSION_KEY)) return;
  try {
    const answer: { data: { myProfileVerificationToken: string } | null } = yield call(() =>
      deps.api.call(createProfileToken, {
        query: { patientEmailAdress: email.trim() },
        body: { unsubscribeToken: token },
      }),
    );
    if (answer.data) deps.session.set(PROFILE_TOKEN_SESSION_KEY, answer.data.myProfileVerificationToken);
  } catch (error) {
    deps.log('subscriptions: the profile token call failed', error);
  }
}

/** The person confirmed with one click (never on load: scanners open links). */
export function* confirmUnsubscribe(deps: SubscriptionsSagaDeps, action: PayloadAction<UnsubscribeRequest>) {
  const { token, scope } = action.payload;
  yield put(trackEvent({ name: 'unsubscribe-click', data: { scope: scope.kind } }));
  let answer: UnsubscribeAnswer;
  try {
    answer = yield call(callUnsubscribe, deps, token, scope);
  } catch (error) {
    deps.log('subscriptions: the unsubscribe call failed', error);
    yield put(unsubscribeFailed());
    return;
  }
  if (!answer.data) {
    yield put(unsubscribeRefused());
    return;
  }
  const { guestRef, email } = answer.data;
  if (guestRef) storeGuestRef(deps, guestRef);
  yield put(
    trackEvent({
      name: 'profile-update',
      data: { reference: PROFILE_UPDATE_REFERENCES.unsubscribe, scope: scope.kind },
    }),
  );
  yield put(unsubscribeSucceeded());
  yield call(requestProfileToken, deps, token, email);
}
