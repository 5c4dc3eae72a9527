import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type Task } from 'redux-saga';
import { actionChannel, cancel, fork, take } from 'redux-saga/effects';
import {
  personalTrialsRequested,
  savedTrialsRequested,
  searchRequested,
  suggestionsCleared,
  suggestionsRequested,
  trialSaveToggled,
} from '../../src/features/trials/trials-slice';
import type { EarlyActions } from '../lazy-feature';
import { TRIALS_ACTION_TYPES } from './index';
import { profileDefaults } from '../profile/profile-defaults';
import { loadPersonalTrials, loadSavedTrials, saveTrialSaga } from './trials-member';
import { searchTrialsSaga, suggestSaga } from './trials-reads';
import { provideDefaults } from '../shared/saga-services';

/*
 * Routes the trial events (first those dispatched while this chunk downloaded). Searches,
 * suggestions and the member's lists are "newest wins": a new event cancels the running task of
 * its kind. Saves run side by side, each with its own Idempotency-Key, in the outbox's order.
 */

/** A pause in typing this long asks the server for suggestions; earlier keystrokes ask nothing. */
export const SUGGEST_DEBOUNCE_MS = 300;

type Kind = 'search' | 'suggest' | 'saved' | 'personal';
type Latest = Partial<Record<Kind, Task>>;

function* restart(latest: Latest, kind: Kind, task: Task | undefined) {
  const running = latest[kind];
  if (running?.isRunning()) yield cancel(running);
  latest[kind] = task;
}

function* route(latest: Latest, action: Action) {
  const payloadAction = action as PayloadAction<never>;
  if (action.type === trialSaveToggled.type) {
    yield fork(saveTrialSaga, payloadAction);
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
  const task: Task = yield fork(saga as never, payloadAction);
  latest[kind] = task;
}

export function* trialsSaga(early: EarlyActions) {
  yield* provideDefaults({ ...profileDefaults, suggestDebounceMs: () => SUGGEST_DEBOUNCE_MS });
  // Opened before the early actions are routed: a route may block, and what comes meanwhile waits here.
  const requests: Channel<Action> = yield actionChannel(TRIALS_ACTION_TYPES, buffers.expanding<Action>(20));
  const latest: Latest = {};
  for (const action of early) yield* route(latest, action);
  while (true) {
    const action: Action = yield take(requests);
    yield* route(latest, action);
  }
}
