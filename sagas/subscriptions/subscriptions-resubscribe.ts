import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { navigationRequested } from '../../src/features/journey/journey-ui-slice';
import {
  resubscribeFailed,
  resubscribeSucceeded,
  type ResubscribeRequest,
} from '../../src/features/subscriptions/subscriptions-slice';
import { localizePath } from '../../src/shared/content-model/language';
import { commonResubscribe, resubscribe } from '../../src/shared/contracts/subscriptions';
import { PROFILE_UPDATE_REFERENCES } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { service, services, type SagaServices } from '../shared/saga-services';

function callResubscribe(api: SagaServices['api'], request: ResubscribeRequest) {
  const { token, email, scope } = request;
  if (scope.kind === 'common') {
    return api.call(commonResubscribe, { body: { unsubscribeToken: token, emailAddress: email } });
  }
  return api.call(resubscribe, {
    body: {
      unsubscribeToken: token,
      emailAddress: email,
      siteSettingsId: scope.siteSettingsId,
      language: scope.language,
    },
  });
}

/** "navigates to the configured link": a page of this site in the page's language, or elsewhere. */
function* followSuccessLink(request: ResubscribeRequest) {
  const assign = yield* service('assign');
  const link = request.successLink;
  if (!link) return;
  if (link.startsWith('/')) {
    yield put(navigationRequested({ to: localizePath(link, request.language) }));
  } else if (/^https?:\/\//i.test(link)) {
    yield call(assign, link);
  }
}

/** The form passed validation; truthy data is success, anything else the server message. */
export function* sendResubscribe(action: PayloadAction<ResubscribeRequest>) {
  const { api, log } = yield* services('api', 'log');
  const request = action.payload;
  yield put(trackEvent({ name: 'resubscribe-click', data: { scope: request.scope.kind } }));
  let accepted = false;
  try {
    const answer: { data: boolean } = yield call(callResubscribe, api, request);
    accepted = answer.data === true;
  } catch (error) {
    log('subscriptions: the resubscribe call failed', error);
  }
  if (!accepted) {
    yield put(resubscribeFailed());
    return;
  }
  yield put(
    trackEvent({
      name: 'profile-update',
      data: { reference: PROFILE_UPDATE_REFERENCES.resubscribe, scope: request.scope.kind },
    }),
  );
  yield put(resubscribeSucceeded());
  yield call(followSuccessLink, request);
}
