import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type Task } from 'redux-saga';
import { actionChannel, call, cancel, fork, take } from 'redux-saga/effects';
import {
  communityCardOpened,
  profileInterestsChanged,
  profileSaveRequested,
} from '../../src/features/profile/profile-slice';
import { openCommunity } from './profile-community-route';
import { profileDefaults } from './profile-defaults';
import { fetchProfile } from './profile-fetch';
import { updateInterests } from './profile-interests';
import type { EarlyActions } from '../lazy-feature';
import { isWanted, PROFILE_ACTION_TYPES } from './index';
import { saveProfile } from './profile-save';
import { provideDefaults } from '../shared/saga-services';

/*
 * Routes the profile events (first those dispatched while this chunk downloaded) to their
 * workers: the latest fetch wins (an earlier one waiting its 500 ms is dropped), one save at a
 * time, every interests change and community card in turn (the outbox delivers the writes in
 * order).
 */
export function* profileSaga(early: EarlyActions) {
  yield* provideDefaults(profileDefaults);
  // Opened before the early actions are routed: what comes while one is routed waits here.
  const requests: Channel<Action> = yield actionChannel(PROFILE_ACTION_TYPES, buffers.expanding<Action>(10));
  let fetching: Task | null = null;
  let saving: Task | null = null;
  const queue = [...early];
  while (true) {
    const action: Action = queue.shift() ?? ((yield take(requests)) as Action);
    if (profileSaveRequested.match(action)) {
      if (!saving?.isRunning()) saving = yield fork(saveProfile, action);
    } else if (profileInterestsChanged.match(action)) {
      yield fork(updateInterests, action);
    } else if (communityCardOpened.match(action)) {
      yield fork(openCommunity, action as PayloadAction<typeof action.payload>);
    } else if ((yield call(isWanted, action)) as boolean) {
      if (fetching?.isRunning()) yield cancel(fetching);
      fetching = yield fork(fetchProfile);
    }
  }
}
