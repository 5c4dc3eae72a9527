import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put } from 'redux-saga/effects';
import {
  personalTrialsFailed,
  personalTrialsLoaded,
  savedTrialsFailed,
  savedTrialsLoaded,
  trialSaveFailed,
} from '../../src/features/trials/trials-slice';
import { signOutRequested } from '../../src/features/session/session-slice';
import type { Language } from '../../src/shared/content-model/language';
import { getProfileDetails, saveTrial } from '../../src/shared/contracts/profile';
import type { Profile } from '../../src/shared/contracts/profile-scalars';
import {
  COI_INPUT_TEXT_LIMIT,
  savedTrials,
  searchTrials,
  type TrialResult,
} from '../../src/shared/contracts/trials';
import { followQueuedWrite, profileWrite, type ProfileWriteResult } from '../profile/profile-write';
import { readProfileToken } from '../shared/profile-token';
import { services } from '../shared/saga-services';

/*
 * What belongs to a signed-in member ("Cards and carousels"; the spec's "Saving a trial uses the
 * profile token"): saving and unsaving (a write through the outbox with the
 * Idempotency-Key made when the person pressed the button; the card already shows the new state
 * and goes back only when the server refuses for good), the saved list, and trials matching the
 * profile's conditions near the profile's zip.
 */

/** How many conditions of the profile are searched, and how many trials are shown. */
export const PERSONAL_CONDITIONS = 3;
export const PERSONAL_TRIALS = 9;

type Toggle = PayloadAction<{ trial: TrialResult; isSaved: boolean }>;

const refused = (result: ProfileWriteResult) => result.kind !== 'delivered' && result.kind !== 'pending';

function* followSave(key: string, action: Toggle) {
  const settled: ProfileWriteResult = yield call(followQueuedWrite, saveTrial, key);
  if (refused(settled)) yield put(trialSaveFailed(action.payload));
}

export function* saveTrialSaga(action: Toggle) {
  const { session, randomId } = yield* services('session', 'randomId');
  const token = readProfileToken(session);
  if (!token) {
    yield put(trialSaveFailed(action.payload));
    return;
  }
  const idempotencyKey = randomId();
  const { trial, isSaved } = action.payload;
  const result: ProfileWriteResult = yield call(
    profileWrite,
    saveTrial,
    { body: { myProfileToken: token, trialId: trial.trialorgstudyid, isSaved } },
    { label: isSaved ? 'save trial' : 'unsave trial', idempotencyKey },
  );
  // Offline: the outbox keeps it; the card keeps the new state unless it is refused later.
  if (result.kind === 'pending') yield fork(followSave, idempotencyKey, action);
  else if (refused(result)) yield put(trialSaveFailed(action.payload));
  // The session token is no longer valid: the person is signed out, as everywhere else.
  if (result.kind === 'unauthorized') yield put(signOutRequested({ reason: 'invalidToken' }));
}

export function* loadSavedTrials(action: PayloadAction<{ language: Language }>) {
  const { session, api, log } = yield* services('session', 'api', 'log');
  const token = readProfileToken(session);
  if (!token) {
    yield put(savedTrialsFailed());
    return;
  }
  try {
    const answer: { trials: TrialResult[] } = yield call([api, api.call], savedTrials, {
      body: { myProfileToken: token, language: action.payload.language },
    });
    yield put(savedTrialsLoaded({ trials: answer.trials }));
  } catch (error) {
    log('saved trials could not be loaded', error);
    yield put(savedTrialsFailed());
  }
}

/** Nearest first, unknown distances last; each trial once. */
export function mergeByDistance(lists: TrialResult[][], limit: number): TrialResult[] {
  const seen = new Set<string>();
  const all = lists
    .flat()
    .filter((trial) => !seen.has(trial.trialorgstudyid) && seen.add(trial.trialorgstudyid));
  const far = Number.POSITIVE_INFINITY;
  return all.sort((a, b) => (a.distance ?? far) - (b.distance ?? far)).slice(0, limit);
}

export function* loadPersonalTrials(action: PayloadAction<{ language: Language }>) {
  const { session, api, log } = yield* services('session', 'api', 'log');
  const token = readProfileToken(session);
  if (!token) {
    yield put(personalTrialsFailed());
    return;
  }
  try {
    const profile: { data: Profile } = yield call([api, api.call], getProfileDetails, {
      body: { myProfileToken: token },
    });
    const zip = /^\d{5}$/.test(profile.data.basicDetails.zipCode) ? profile.data.basicDetails.zipCode : '';
    const keys = profile.data.conditions.slice(0, PERSONAL_CONDITIONS).map((c) => c.conditionId);
    const lists: TrialResult[][] = [];
    for (const key of keys) {
      const answer: { results: TrialResult[] } = yield call([api, api.call], searchTrials, {
        // By its key: the search answers that condition's trials, not those sharing a word with it.
        query: { q: key.slice(0, COI_INPUT_TEXT_LIMIT), zip, language: action.payload.language },
      });
      lists.push(answer.results);
    }
    yield put(personalTrialsLoaded({ trials: mergeByDistance(lists, PERSONAL_TRIALS) }));
  } catch (error) {
    log('personalised trials could not be loaded', error);
    yield put(personalTrialsFailed());
  }
}
