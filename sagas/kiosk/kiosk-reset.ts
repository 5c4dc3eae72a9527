import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { personalDataCleared } from '../../src/app/personal-data-reset';
import {
  kioskResetFailed,
  selectKioskSettings,
  type KioskResetCause,
} from '../../src/features/kiosk/kiosk-slice';
import { localizePath, splitLocalePath } from '../../src/shared/content-model/language';
import type { KioskSettings } from '../../src/shared/content-model/kiosk-settings';
import { flushPersistedState } from '../shared/flush-persisted-state';
import { readProfileToken } from '../shared/profile-token';
import { endServerSession } from '../session/session-sign-out';
import { service, services } from '../shared/saga-services';

/*
 * Between two people: every slice but the device's own is emptied, the emptied state is
 * written over the persisted one, the browser's storage areas lose the person's traces (drafts,
 * cookies, session values, cached answers; undelivered outbox entries stay, encrypted), and the
 * start page is loaded afresh so memory holds nothing either. location.replace: Back cannot
 * return to the previous person's page. The journey slice is empty after this, so the next
 * person gets no resume popup, and the cookies a resume could be read from are gone too.
 */
/** A member signed in at the kiosk is signed out on the server too (best effort, 3 s at most). */
function* endMemberSession() {
  const session = yield* service('session');
  const token = readProfileToken(session);
  if (token) yield call(endServerSession, token);
}

export function* kioskResetFlow(action: PayloadAction<{ cause: KioskResetCause }>) {
  const { pathname, wipe, log, replace } = yield* services('pathname', 'wipe', 'log', 'replace');
  const settings: KioskSettings = yield select(selectKioskSettings);
  const { language } = splitLocalePath(pathname() ?? '/');
  try {
    yield call(endMemberSession);
    yield put(personalDataCleared({ scope: 'kiosk' }));
    yield call(flushPersistedState);
    yield call(wipe, 'kiosk');
  } catch (error) {
    // Memory is already clear; a storage area that refused is logged, and the page still reloads.
    log(`kiosk reset (${action.payload.cause}): a storage area could not be cleared`, error);
  }
  try {
    replace(localizePath(settings.startPath, language));
  } catch (error) {
    log('kiosk reset: the start page could not be loaded', error);
    yield put(kioskResetFailed());
  }
}
