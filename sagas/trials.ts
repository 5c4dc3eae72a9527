import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { cancel, fork, take } from 'redux-saga/effects';
import {
  personalTrialsRequested,
  savedTrialsRequested,
  searchRequested,
  suggestionsCleared,
  suggestionsRequested,
  trialSaveToggled,
} from '../src/features/trials/trials-slice';
import { trialsDeps, type TrialsSagaDeps } from './trials-deps';
import { loadPersonalTrials, loadSavedTrials, saveTrialSaga } from './trials-member';
import { searchTrialsSaga, suggestSaga } from './trials-reads';

/*
 * Routes the trial events (buffered by the loader while this chunk downloaded). Searches,
 * suggestions and the member's lists are "newest wins": a new event cancels the running task of
 * its kind. Saves run side by side, each with its own Idempotency-Key, in the outbox's order.
 */

type Kind = 'search' | 'suggest' | 'saved' | 'personal';
type Latest = Partial<Record<Kind, Task>>;

function* restart(latest: Latest, kind: Kind, task: Task | undefined) {
  const running = latest[kind];
  if (running?.isRunning()) yield cancel(running);
  latest[kind] = task;
}

function* route(deps: TrialsSagaDeps, latest: Latest, action: Action) {
  const payloadAction = action as PayloadAction<never>;
  if (action.type === trialSaveToggled.type) {
    yield fork(saveTrialSaga, deps, payloadAction);
    return;
  }
  if (action.type === suggestionsCleared.type) {
    yield* restart(latest, 'suggest', undefined);
    return;
  }
  const handlers: Record<string, [Kind, (...args: never[]) => Generator]> = {
    [searchRequested.type]: ['search', searchTrialsSaga],
    [suggestionsRequested.type]: ['suggest', suggestSaga],
    [savedTrialsRequested.type]: ['saved', loadSavedTrials],
    [personalTrialsRequested.type]: ['personal', loadPersonalTrials],
  };
  const handler = handlers[action.type];
  if (!handler) return;
  const [kind, saga] = handler;
  yield* restart(latest, kind, undefined);
  const task: Task = yield fork(saga as never, deps, payloadAction);
  latest[kind] = task;
}

export function* trialsSaga(overrides: Partial<TrialsSagaDeps>, requests: Channel<Action>, first: Action) {
  const deps = trialsDeps(overrides);
  const latest: Latest = {};
  let action = first;
  while (true) {
    yield* route(deps, latest, action);
    action = yield take(requests);
  }
}
