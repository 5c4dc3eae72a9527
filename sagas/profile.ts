import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { call, cancel, fork, take } from 'redux-saga/effects';
import {
  communityCardOpened,
  profileInterestsChanged,
  profileSaveRequested,
} from '../src/features/profile/profile-slice';
import { openCommunity } from './profile-community-route';
import { profileDeps, type ProfileSagaDeps } from './profile-deps';
import { fetchProfile } from './profile-fetch';
import { updateInterests } from './profile-interests';
import { isWanted } from './profile-loader';
import { saveProfile } from './profile-save';

/*
 * Routes the buffered profile events (profile-loader.ts) to their workers: the latest fetch wins
 * (an earlier one waiting its 500 ms is dropped), one save at a time, every interests change and
 * community card in turn (the outbox delivers the writes in order).
 */
export function* profileSaga(overrides: Partial<ProfileSagaDeps>, requests: Channel<Action>, first: Action) {
  const deps = profileDeps(overrides);
  let fetching: Task | null = null;
  let saving: Task | null = null;
  let action = first;
  while (true) {
    if (profileSaveRequested.match(action)) {
      if (!saving?.isRunning()) saving = yield fork(saveProfile, deps, action);
    } else if (profileInterestsChanged.match(action)) {
      yield fork(updateInterests, deps, action);
    } else if (communityCardOpened.match(action)) {
      yield fork(openCommunity, deps, action as PayloadAction<typeof action.payload>);
    } else if ((yield call(isWanted, action)) as boolean) {
      if (fetching?.isRunning()) yield cancel(fetching);
      fetching = yield fork(fetchProfile, deps);
    }
    action = yield take(requests);
  }
}
