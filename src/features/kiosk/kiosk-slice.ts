import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_KIOSK_SETTINGS, type KioskSettings } from '../../shared/content-model/kiosk-settings';

/*
 * Kiosk mode: one device, one person after another. This slice holds what the device
 * is (a kiosk for the whole site, or switched on here by staff), the idle warning, and the staff
 * screen's lock. It describes the device, not a person: personalDataCleared keeps it.
 */

export type KioskResetCause = 'idle' | 'finish' | 'staff';

export interface StaffLockState {
  unlocked: boolean;
  checking: boolean;
  /** The last PIN was wrong (with this many tries before the lockout). */
  attemptsLeft: number | null;
  /** Epoch ms until which no PIN is checked (5 wrong PINs). */
  lockedUntil: number | null;
}

export interface StaffQueueNotice {
  kind: 'retried' | 'exported' | 'exportFailed';
  count: number;
}

export interface KioskState {
  /** The site's content makes every device a kiosk. */
  siteEnabled: boolean;
  /** Staff switched kiosk mode on for this device (kept in local storage). */
  deviceEnabled: boolean;
  settings: KioskSettings;
  /** The idle warning is open; the device resets at this epoch ms unless the person continues. */
  warning: { resetAt: number } | null;
  resetting: boolean;
  staff: StaffLockState;
  notice: StaffQueueNotice | null;
}

const initialStaff: StaffLockState = {
  unlocked: false,
  checking: false,
  attemptsLeft: null,
  lockedUntil: null,
};

export const initialKioskState: KioskState = {
  siteEnabled: false,
  deviceEnabled: false,
  settings: DEFAULT_KIOSK_SETTINGS,
  warning: null,
  resetting: false,
  staff: initialStaff,
  notice: null,
};

export const kioskSlice = createSlice({
  name: 'kiosk',
  initialState: initialKioskState,
  reducers: {
    /** The site settings arrived (their kiosk block with the defaults applied). */
    kioskSettingsApplied: (state, { payload }: PayloadAction<{ settings: KioskSettings }>) => {
      state.settings = payload.settings;
      state.siteEnabled = payload.settings.enabled;
    },
    /** The device's own switch, as read from local storage at start. */
    deviceKioskModeRead: (state, { payload }: PayloadAction<{ enabled: boolean }>) => {
      state.deviceEnabled = payload.enabled;
    },
    /** Staff switched kiosk mode on or off for this device (the saga stores it). */
    deviceKioskModeChanged: (state, { payload }: PayloadAction<{ enabled: boolean }>) => {
      state.deviceEnabled = payload.enabled;
      if (!payload.enabled && !state.siteEnabled) state.warning = null;
    },
    kioskIdleWarningOpened: (state, { payload }: PayloadAction<{ resetAt: number }>) => {
      state.warning = { resetAt: payload.resetAt };
    },
    /** "Continue" on the warning: the person is still here. */
    kioskContinued: (state) => {
      state.warning = null;
    },
    /** The device is to be cleared for the next person ("Finish", the countdown's end, staff). */
    kioskResetRequested: (state, _action: PayloadAction<{ cause: KioskResetCause }>) => {
      state.resetting = true;
    },
    /** The reset could not finish (the page stays; the person can try again). */
    kioskResetFailed: (state) => {
      state.resetting = false;
      state.warning = null;
    },
    staffPinSubmitted: (state, _action: PayloadAction<{ pin: string }>) => {
      state.staff.checking = true;
    },
    staffUnlocked: (state) => {
      state.staff = { ...initialStaff, unlocked: true };
    },
    staffPinRejected: (
      state,
      { payload }: PayloadAction<{ attemptsLeft: number | null; lockedUntil: number | null }>,
    ) => {
      state.staff = { ...initialStaff, ...payload };
    },
    staffLocked: (state) => {
      state.staff = initialStaff;
      state.notice = null;
    },
    staffRetryFailedRequested: (state) => {
      state.notice = null;
    },
    staffExportFailedRequested: (state) => {
      state.notice = null;
    },
    staffQueueHandled: (state, { payload }: PayloadAction<StaffQueueNotice>) => {
      state.notice = payload;
    },
  },
});

export const {
  kioskSettingsApplied,
  deviceKioskModeRead,
  deviceKioskModeChanged,
  kioskIdleWarningOpened,
  kioskContinued,
  kioskResetRequested,
  kioskResetFailed,
  staffPinSubmitted,
  staffUnlocked,
  staffPinRejected,
  staffLocked,
  staffRetryFailedRequested,
  staffExportFailedRequested,
  staffQueueHandled,
} = kioskSlice.actions;

export default kioskSlice.reducer;

interface WithKiosk {
  kiosk: KioskState;
}

/** Kiosk mode is on: for the whole site, or for this device. */
export const selectKioskActive = (state: WithKiosk) => state.kiosk.siteEnabled || state.kiosk.deviceEnabled;
export const selectKioskSettings = (state: WithKiosk) => state.kiosk.settings;
export const selectKioskWarning = (state: WithKiosk) => state.kiosk.warning;
export const selectKioskResetting = (state: WithKiosk) => state.kiosk.resetting;
export const selectKioskDeviceEnabled = (state: WithKiosk) => state.kiosk.deviceEnabled;
export const selectKioskSiteEnabled = (state: WithKiosk) => state.kiosk.siteEnabled;
export const selectStaffLock = (state: WithKiosk) => state.kiosk.staff;
export const selectStaffNotice = (state: WithKiosk) => state.kiosk.notice;
