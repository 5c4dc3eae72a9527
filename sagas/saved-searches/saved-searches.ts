import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, fork, put, take } from 'redux-saga/effects';
import { signOutRequested } from '../../src/features/session/session-slice';
import {
  savedSearchAlertsToggled,
  savedSearchChanged,
  savedSearchChangeFailed,
  savedSearchDeleteRequested,
  savedSearchesFailed,
  savedSearchesLoaded,
  savedSearchesRequested,
  savedSearchRemoved,
  searchSaved,
  searchSaveFailed,
  searchSaveRequested,
  type SearchToSave,
} from '../../src/features/saved-searches/saved-searches-slice';
import { ApiError, isOfflineFailure } from '../../src/lib/api-client';
import type { Language } from '../../src/shared/content-model/language';
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  setSavedSearchAlerts,
  type SavedSearch,
} from '../../src/shared/contracts/saved-searches';
import type { EarlyActions } from '../lazy-feature';
import { profileDefaults } from '../profile/profile-defaults';
import { browserIsOnline } from '../shared/browser-effects';
import { readProfileToken } from '../shared/profile-token';
import { provideDefaults, services } from '../shared/saga-services';
import { SAVED_SEARCHES_ACTION_TYPES } from './index';

/*
 * Saved searches are asked of the server directly, not through the outbox: offline, a save is
 * refused on the spot ("cannot save now") and nothing is queued, so nothing can arrive twice or
 * later without the person knowing. Each press has its own Idempotency-Key, which the client's own
 * retries reuse.
 */

type Failure = 'offline' | 'full' | 'failed' | 'signedOut';

function failureOf(error: unknown): Failure {
  if (isOfflineFailure(error)) return 'offline';
  if (error instanceof ApiError && error.status === 409) return 'full';
  if (error instanceof ApiError && error.status === 401) return 'signedOut';
  return 'failed';
}

function* token() {
  const { session } = yield* services('session');
  return readProfileToken(session);
}

function* signOutIf(failure: Failure) {
  if (failure === 'signedOut') yield put(signOutRequested({ reason: 'invalidToken' }));
}

export function* saveSaga(action: PayloadAction<{ key: string; search: SearchToSave }>) {
  const { api, randomId, log, isOnline } = yield* services('api', 'randomId', 'log', 'isOnline');
  const { key, search } = action.payload;
  const myProfileToken: string | null = yield* token();
  if (!myProfileToken || !isOnline()) {
    // Offline the answer is at once, without waiting for the client's retries to give up.
    yield put(searchSaveFailed({ key, status: myProfileToken ? 'offline' : 'failed' }));
    return;
  }
  try {
    const answer: { savedSearch: SavedSearch } = yield call(
      [api, api.call],
      saveSearch,
      { body: { myProfileToken, ...search } },
      { idempotencyKey: randomId() },
    );
    yield put(searchSaved({ key, savedSearch: answer.savedSearch }));
  } catch (error) {
    const failure = failureOf(error);
    if (failure === 'failed') log('the search could not be saved', error);
    yield put(searchSaveFailed({ key, status: failure === 'signedOut' ? 'failed' : failure }));
    yield* signOutIf(failure);
  }
}

export function* listSaga(_action: PayloadAction<{ language: Language }>) {
  const { api, log } = yield* services('api', 'log');
  const myProfileToken: string | null = yield* token();
  if (!myProfileToken) {
    yield put(savedSearchesFailed());
    return;
  }
  try {
    const answer: { savedSearches: SavedSearch[] } = yield call([api, api.call], listSavedSearches, {
      body: { myProfileToken },
    });
    yield put(savedSearchesLoaded({ items: answer.savedSearches }));
  } catch (error) {
    log('the saved searches could not be loaded', error);
    yield put(savedSearchesFailed());
    yield* signOutIf(failureOf(error));
  }
}

export function* changeSaga(action: PayloadAction<{ id: string; alerts?: boolean }>) {
  const { api, randomId } = yield* services('api', 'randomId');
  const { id, alerts } = action.payload;
  const myProfileToken: string | null = yield* token();
  try {
    if (!myProfileToken) throw new Error('signed out');
    const options = { idempotencyKey: randomId() };
    if (alerts === undefined) {
      yield call([api, api.call], deleteSavedSearch, { body: { myProfileToken, id } }, options);
      yield put(savedSearchRemoved({ id }));
    } else {
      const answer: { savedSearch: SavedSearch } = yield call(
        [api, api.call],
        setSavedSearchAlerts,
        { body: { myProfileToken, id, alerts } },
        options,
      );
      yield put(savedSearchChanged({ savedSearch: answer.savedSearch }));
    }
  } catch (error) {
    const failure = failureOf(error);
    yield put(savedSearchChangeFailed({ id, failure: failure === 'offline' ? 'offline' : 'failed' }));
    yield* signOutIf(failure);
  }
}

const WORKERS: Record<string, (action: never) => Generator> = {
  [searchSaveRequested.type]: saveSaga,
  [savedSearchesRequested.type]: listSaga,
  [savedSearchAlertsToggled.type]: changeSaga,
  [savedSearchDeleteRequested.type]: changeSaga,
};

export function* savedSearchesSaga(early: EarlyActions) {
  yield* provideDefaults({ ...profileDefaults, isOnline: () => browserIsOnline });
  const requests: Channel<Action> = yield actionChannel(
    SAVED_SEARCHES_ACTION_TYPES,
    buffers.expanding<Action>(10),
  );
  for (const action of early) yield fork(WORKERS[action.type]!, action as never);
  while (true) {
    const action: Action = yield take(requests);
    yield fork(WORKERS[action.type]!, action as never);
  }
}
