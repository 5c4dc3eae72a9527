import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import {
  unsubscribeFailed,
  unsubscribeRefused,
  unsubscribeSucceeded,
  type SubscriptionScope,
  type UnsubscribeRequest,
} from '../../src/features/subscriptions/subscriptions-slice';
import { serializeCookie } from '../../src/lib/cookies';
import { commonUnsubscribe, unsubscribe } from '../../src/shared/contracts/subscriptions';
import { COOKIE_NAMES } from '../../src/shared/domain/journey-cookies';
import { DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS } from '../../src/shared/domain/journey-expiry';
import { PROFILE_UPDATE_REFERENCES } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { services, type SagaServices } from '../shared/saga-services';

type UnsubscribeAnswer = { data: { guestRef: string | null; email: string } | null };

function callUnsubscribe(api: SagaServices['api'], token: string, scope: SubscriptionScope) {
  if (scope.kind === 'common') {
    return api.call(commonUnsubscribe, { body: { unsubscribeToken: token } });
  }
  return api.call(unsubscribe, {
    body: { unsubscribeToken: token, siteSettingsId: scope.siteSettingsId, language: scope.language },
  });
}

/** The guest reference is kept in the (Secure) bx_guest_ref cookie, like the journey's. */
function storeGuestRef(cookies: SagaServices['cookies'], guestRef: string): void {
  if (!cookies) return;
  cookies.cookie = serializeCookie(
    COOKIE_NAMES.guestRef,
    guestRef,
    { days: DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS },
    true,
  );
}

/**
 * The person confirmed with one click (never on load: scanners open links). The spec then asks
 * CreateProfileToken for a sign-in; an unsubscribe link may unsubscribe and resubscribe and
 * nothing more, so the page asks for none (the server would give none anyway).
 */
export function* confirmUnsubscribe(action: PayloadAction<UnsubscribeRequest>) {
  const { api, cookies, log } = yield* services('api', 'cookies', 'log');
  const { token, scope } = action.payload;
  yield put(trackEvent({ name: 'unsubscribe-click', data: { scope: scope.kind } }));
  let answer: UnsubscribeAnswer;
  try {
    answer = yield call(callUnsubscribe, api, token, scope);
  } catch (error) {
    log('subscriptions: the unsubscribe call failed', error);
    yield put(unsubscribeFailed());
    return;
  }
  if (!answer.data) {
    yield put(unsubscribeRefused());
    return;
  }
  const { guestRef } = answer.data;
  if (guestRef) storeGuestRef(cookies, guestRef);
  yield put(
    trackEvent({
      name: 'profile-update',
      data: { reference: PROFILE_UPDATE_REFERENCES.unsubscribe, scope: scope.kind },
    }),
  );
  yield put(unsubscribeSucceeded());
}
