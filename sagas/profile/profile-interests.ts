import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import {
  profileInterestsSettled,
  profileRequested,
  type InterestsChange,
} from '../../src/features/profile/profile-slice';
import { signOutRequested } from '../../src/features/session/session-slice';
import { delay } from '../../src/lib/clock';
import { updateConditionCommunities } from '../../src/shared/contracts/profile';
import { readProfileToken } from '../shared/profile-token';
import { followQueuedWrite, profileWrite, type ProfileWriteResult } from './profile-write';
import { services } from '../shared/saga-services';

/*
 * Conditions of interest and communities (the spec's "Community selection changes are posted to
 * the server; an add-community event is logged 5 s after success if communities were selected",
 * through UpdateConditionCommunitiesForMyProfile). The change is already shown (the
 * slice applied it); a refusal fetches the profile back so the page shows what the server keeps.
 */

/** "community tracking 5 s". */
export const ADD_COMMUNITY_DELAY_MS = 5_000;
export const ADD_COMMUNITY_EVENT = 'add-community';

function bodyOf(change: InterestsChange, token: string) {
  return {
    myProfileToken: token,
    conditionOfInterest: { items: change.conditions.map((condition) => ({ key: condition.conditionId })) },
    communities: { items: change.communities.map((key) => ({ key })) },
    isAppendExisting: change.isAppendExisting,
  };
}

/** Keys only: the event says which communities were joined, never who joined them. */
function* trackAddedCommunities(added: string[]) {
  yield call(delay, ADD_COMMUNITY_DELAY_MS);
  yield put(
    trackEvent({ name: ADD_COMMUNITY_EVENT, data: { communities: added.join(','), count: added.length } }),
  );
}

export function* updateInterests(action: PayloadAction<InterestsChange>) {
  const { randomId, session, log } = yield* services('randomId', 'session', 'log');
  const change = action.payload;
  // Made when the person chose: every later attempt reuses it.
  const idempotencyKey = randomId();
  const token = readProfileToken(session);
  if (!token) {
    yield put(profileInterestsSettled({ outcome: 'failed' }));
    return;
  }
  let result: ProfileWriteResult = yield call(
    profileWrite,
    updateConditionCommunities,
    { body: bodyOf(change, token) },
    { label: 'Conditions and communities', idempotencyKey },
  );
  if (result.kind === 'pending') {
    yield put(profileInterestsSettled({ outcome: 'queued' }));
    result = yield call(followQueuedWrite, updateConditionCommunities, idempotencyKey);
  }
  if (result.kind === 'delivered') {
    yield put(profileInterestsSettled({ outcome: 'idle' }));
    if (change.added.length > 0) yield call(trackAddedCommunities, change.added);
    return;
  }
  if (result.kind === 'not-saved') log('conditions and communities could not be saved', result.error);
  yield put(profileInterestsSettled({ outcome: 'failed' }));
  if (result.kind === 'unauthorized') yield put(signOutRequested({ reason: 'invalidToken' }));
  else yield put(profileRequested({ reason: 'myProfile' }));
}
