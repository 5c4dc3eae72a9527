import type { Action } from '@reduxjs/toolkit';
import { select } from 'redux-saga/effects';
import {
  communityCardOpened,
  profileInterestsChanged,
  profileRefreshRequested,
  profileRequested,
  profileSaveRequested,
} from '../../src/features/profile/profile-events';
import { selectIsSignedIn } from '../../src/features/session/session-slice';
import { lazyFeature } from '../lazy-feature';

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
 */
export function* profileSagaLoader() {
  yield* lazyFeature(PROFILE_ACTION_TYPES, () => import('./profile').then((loaded) => loaded.profileSaga), {
    accept: isWanted,
  });
}
