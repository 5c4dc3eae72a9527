import { importChunk } from '../shared/import-chunk';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import {
  selectSiteSettings,
  siteSettingsReceived,
} from '../../src/features/site-settings/site-settings-slice';
import {
  deviceKioskModeChanged,
  deviceKioskModeRead,
  kioskResetRequested,
  kioskSettingsApplied,
  selectKioskActive,
  staffExportFailedRequested,
  staffPinSubmitted,
  staffRetryFailedRequested,
  type KioskResetCause,
} from '../../src/features/kiosk/kiosk-slice';
import { readKioskDeviceFlag } from '../../src/lib/kiosk-device';
import { effectiveKioskSettings } from '../../src/shared/content-model/kiosk-settings';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { lazyFeature } from '../lazy-feature';
import { kioskDefaults } from './kiosk-defaults';
import type { kioskResetFlow } from './kiosk-reset';
import type { handleStaffAction } from './kiosk-staff';
import { provideDefaults, service } from '../shared/saga-services';

/*
 * Kiosk mode. Only this watcher is in the app's first JavaScript: the idle timer is a
 * chunk downloaded when the device is a kiosk, the reset and the staff screen's effects when
 * first used. A phone that is no kiosk downloads none of them.
 */

type ResetModule = { kioskResetFlow: typeof kioskResetFlow };
type StaffModule = { handleStaffAction: typeof handleStaffAction };

const MODE_CHANGES = [kioskSettingsApplied.type, deviceKioskModeRead.type, deviceKioskModeChanged.type];
export const STAFF_ACTIONS = [
  staffPinSubmitted.type,
  deviceKioskModeChanged.type,
  staffRetryFailedRequested.type,
  staffExportFailedRequested.type,
];

function* applySettings(site: SiteSettings | null) {
  if (site) yield put(kioskSettingsApplied({ settings: effectiveKioskSettings(site) }));
}

function* followSiteSettings() {
  const site: SiteSettings | null = yield select(selectSiteSettings);
  yield call(applySettings, site);
  yield takeEvery(siteSettingsReceived.type, (action: PayloadAction<SiteSettings>) =>
    applySettings(action.payload),
  );
}

/** The idle timer reads the kiosk mode from the state: the mode changes need no handing over. */
function* loadIdle() {
  yield* lazyFeature(MODE_CHANGES, () => import('./kiosk-idle').then((loaded) => loaded.kioskIdleSaga), {
    ready: selectKioskActive,
  });
}

function* reset(action: PayloadAction<{ cause: KioskResetCause }>) {
  const loaded: ResetModule = yield call(importChunk, () => import('./kiosk-reset'));
  yield call(loaded.kioskResetFlow, action);
}

function* staff(action: PayloadAction<unknown>) {
  const loaded: StaffModule = yield call(importChunk, () => import('./kiosk-staff'));
  yield call(loaded.handleStaffAction, action);
}

export function* kioskSagaLoader() {
  yield* provideDefaults(kioskDefaults);
  const localStorage = yield* service('localStorage');
  yield takeLeading(kioskResetRequested.type, reset);
  yield takeEvery(STAFF_ACTIONS, staff);
  yield put(deviceKioskModeRead({ enabled: readKioskDeviceFlag(localStorage) }));
  // Forked: a called saga would wait for its own takeEvery, which never ends.
  yield fork(followSiteSettings);
  yield call(loadIdle);
}
