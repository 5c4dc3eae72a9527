import { importChunk } from './import-chunk';
import type { Action } from '@reduxjs/toolkit';
import { actionChannel, call, take } from 'redux-saga/effects';
import { buffers, type Channel } from 'redux-saga';
import {
  personalTrialsRequested,
  savedTrialsRequested,
  searchRequested,
  suggestionsCleared,
  suggestionsRequested,
  trialSaveToggled,
} from '../src/features/trials/trials-slice';
import type { TrialsSagaDeps } from './trials-deps';
import type { trialsSaga } from './trials';

type TrialsModule = { trialsSaga: typeof trialsSaga };

/** Every event the trial sagas carry out. */
export const TRIALS_ACTION_TYPES = [
  searchRequested.type,
  suggestionsRequested.type,
  suggestionsCleared.type,
  trialSaveToggled.type,
  savedTrialsRequested.type,
  personalTrialsRequested.type,
];

/**
 * The trial sagas are their own chunk, downloaded at the first trial event (typing in the hero's
 * condition field, a results page, a save): the home page's first paint never waits for them.
 * Events are buffered from the start, so none is lost while the chunk downloads.
 */
export function* trialsSagaLoader(overrides: Partial<TrialsSagaDeps> = {}) {
  const requests: Channel<Action> = yield actionChannel(TRIALS_ACTION_TYPES, buffers.expanding<Action>(20));
  const first: Action = yield take(requests);
  const loaded: TrialsModule = yield call(importChunk, () => import('./trials'));
  yield call(loaded.trialsSaga, overrides, requests, first);
}
