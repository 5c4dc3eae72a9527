import { importChunk } from './import-chunk';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { selectSiteSettings, siteSettingsReceived } from '../src/features/journey/journey-ui-slice';
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
} from '../src/features/kiosk/kiosk-slice';
import { readKioskDeviceFlag } from '../src/lib/kiosk-device';
import { effectiveKioskSettings } from '../src/shared/content-model/kiosk-settings';
import type { SiteSettings } from '../src/shared/content-model/site-settings';
import { kioskDeps, type KioskSagaDeps } from './kiosk-deps';
import type { kioskIdleSaga } from './kiosk-idle';
import type { kioskResetFlow } from './kiosk-reset';
import type { handleStaffAction } from './kiosk-staff';

/*
 * Kiosk mode (issue 9). Only this watcher is in the app's first JavaScript: the idle timer is a
 * chunk downloaded when the device is a kiosk, the reset and the staff screen's effects when
 * first used. A phone that is no kiosk downloads none of them.
 */

type IdleModule = { kioskIdleSaga: typeof kioskIdleSaga };
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

function* loadIdle(deps: KioskSagaDeps) {
  while (!((yield select(selectKioskActive)) as boolean)) yield take(MODE_CHANGES);
  const loaded: IdleModule = yield call(importChunk, () => import('./kiosk-idle'));
  yield call(loaded.kioskIdleSaga, deps);
}

function* reset(deps: KioskSagaDeps, action: PayloadAction<{ cause: KioskResetCause }>) {
  const loaded: ResetModule = yield call(importChunk, () => import('./kiosk-reset'));
  yield call(loaded.kioskResetFlow, deps, action);
}

function* staff(deps: KioskSagaDeps, action: PayloadAction<unknown>) {
  const loaded: StaffModule = yield call(importChunk, () => import('./kiosk-staff'));
  yield call(loaded.handleStaffAction, deps, action);
}

export function* kioskSagaLoader(overrides: Partial<KioskSagaDeps> = {}) {
  const deps = kioskDeps(overrides);
  yield takeLeading(kioskResetRequested.type, reset, deps);
  yield takeEvery(STAFF_ACTIONS, staff, deps);
  yield put(deviceKioskModeRead({ enabled: readKioskDeviceFlag(deps.local) }));
  // Forked: a called saga would wait for its own takeEvery, which never ends.
  yield fork(followSiteSettings);
  yield call(loadIdle, deps);
}
