import { importChunk } from './import-chunk';
import type { Action } from '@reduxjs/toolkit';
import { actionChannel, call, select, take } from 'redux-saga/effects';
import { buffers, type Channel } from 'redux-saga';
import { profileRefreshRequested } from '../src/features/outcome/outcome-slice';
import {
  communityCardOpened,
  profileInterestsChanged,
  profileRequested,
  profileSaveRequested,
} from '../src/features/profile/profile-slice';
import { selectIsSignedIn } from '../src/features/session/session-slice';
import type { ProfileSagaDeps } from './profile-deps';
import type { profileSaga } from './profile';

type ProfileModule = { profileSaga: typeof profileSaga };

/** Every event the profile sagas carry out. */
export const PROFILE_ACTION_TYPES = [
  profileRequested.type,
  profileRefreshRequested.type,
  profileSaveRequested.type,
  profileInterestsChanged.type,
  communityCardOpened.type,
];

/** An outcome page asks for a refresh for everyone; only a signed-in member has a profile to refresh. */
export function* isWanted(action: Action) {
  if (action.type !== profileRefreshRequested.type) return true;
  const signedIn: boolean = yield select(selectIsSignedIn);
  return signedIn;
}

/**
 * The profile sagas are their own chunk, downloaded at the first profile event (My Profile, the
 * thank-you page, a signed-in contact form, a community page): the home page never needs them.
 * Events are buffered from the start, so none is lost while the chunk downloads.
 */
export function* profileSagaLoader(overrides: Partial<ProfileSagaDeps> = {}) {
  const requests: Channel<Action> = yield actionChannel(PROFILE_ACTION_TYPES, buffers.expanding<Action>(10));
  let first: Action = yield take(requests);
  while (!((yield call(isWanted, first)) as boolean)) first = yield take(requests);
  const loaded: ProfileModule = yield call(importChunk, () => import('./profile'));
  yield call(loaded.profileSaga, overrides, requests, first);
}
