import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import {
  profileRequested,
  profileSaveSettled,
  type profileSaveRequested,
  type ProfileSaveFields,
} from '../../src/features/profile/profile-slice';
import { signOutRequested } from '../../src/features/session/session-slice';
import { delay } from '../../src/lib/clock';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { updateProfileDetails } from '../../src/shared/contracts/profile';
import { emailExists } from '../../src/shared/contracts/registration';
import { sameEmail } from '../../src/shared/domain/registration/email-rules';
import { awaitSiteSettings } from '../shared/site-settings';
import { rememberZipCode } from './profile-fetch';
import { readProfileToken } from '../shared/profile-token';
import { followQueuedWrite, profileWrite, type ProfileWriteResult } from './profile-write';
import { services } from '../shared/saga-services';

/*
 * My Profile's save (the spec's "After saving, the profile reloads and a loader shows 2 s", the
 * "Profile save" rule and its error text): a changed address (case-insensitive) is looked up first and
 * a linked one stops the save; the save is a write through the outbox with the Idempotency-Key
 * made at the click; the server's 409 (linked meanwhile) gives the same message.
 */

/** "profile save loader 2 s". */
export const SAVE_LOADER_MS = 2_000;

type SaveRequested = PayloadAction<ReturnType<typeof profileSaveRequested>['payload']>;

/** True when the address belongs to another profile. A failed lookup does not stop the save: the server checks too. */
function* isLinkedElsewhere(email: string) {
  const { api, log } = yield* services('api', 'log');
  try {
    const answer: { isEmailExist: boolean } = yield call([api, api.call], emailExists, {
      body: { email },
    });
    return answer.isEmailExist;
  } catch (error) {
    log('profile email check failed', error);
    return false;
  }
}

function* afterSave(result: ProfileWriteResult, fields: ProfileSaveFields) {
  const { log, localStorage } = yield* services('log', 'localStorage');
  if (result.kind === 'delivered') {
    rememberZipCode(localStorage, fields.Zipcode);
    yield put(profileSaveSettled({ outcome: 'saved' }));
    yield call(delay, SAVE_LOADER_MS);
    yield put(profileRequested({ reason: 'saved' }));
    return;
  }
  if (result.kind === 'conflict') {
    yield put(profileSaveSettled({ outcome: 'emailLinked', email: fields.Email }));
    return;
  }
  if (result.kind === 'not-saved') log('profile changes could not be saved', result.error);
  yield put(profileSaveSettled({ outcome: 'failed' }));
  if (result.kind === 'unauthorized') yield put(signOutRequested({ reason: 'invalidToken' }));
}

export function* saveProfile(action: SaveRequested) {
  const { randomId, session } = yield* services('randomId', 'session');
  const { fields, originalEmail, language } = action.payload;
  // Made when the person clicked: every later attempt (here, the outbox, the service worker) reuses it.
  const idempotencyKey = randomId();
  if (!sameEmail(fields.Email, originalEmail)) {
    const linked: boolean = yield call(isLinkedElsewhere, fields.Email);
    if (linked) {
      yield put(profileSaveSettled({ outcome: 'emailLinked', email: fields.Email }));
      return;
    }
  }
  const token = readProfileToken(session);
  const settings: SiteSettings | null = yield call(awaitSiteSettings);
  if (!token || !settings) {
    yield put(profileSaveSettled({ outcome: 'failed' }));
    return;
  }
  const body = { ...fields, myProfileToken: token, siteSettingsId: settings.siteSettingsId, language };
  let result: ProfileWriteResult = yield call(
    profileWrite,
    updateProfileDetails,
    { body },
    { label: 'Profile changes', idempotencyKey },
  );
  if (result.kind === 'pending') {
    yield put(profileSaveSettled({ outcome: 'queued', because: result.because }));
    result = yield call(followQueuedWrite, updateProfileDetails, idempotencyKey);
  }
  yield call(afterSave, result, fields);
}
