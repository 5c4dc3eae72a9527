import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySlices } from '../../app/root-reducer';
import { healthDataCardShown, healthDataShareClicked } from './success-events';

/*
 * The share-your-health-data button: waiting while a session is made and the connect widget opens, an error
 * modal when that fails, and a service-unavailable modal (button disabled) once the session's attempts are
 * used up.
 */
export type HealthDataStatus =
  'idle' | 'waiting' | 'connecting' | 'connected' | 'closed' | 'error' | 'unavailable';
export type HealthDataModal = 'waiting' | 'error' | 'unavailable' | null;

export interface HealthDataState {
  status: HealthDataStatus;
  modal: HealthDataModal;
  /** Attempts are used up in this browser session: the button is disabled. */
  usedUp: boolean;
}

const initialState: HealthDataState = { status: 'idle', modal: null, usedUp: false };

export interface ShareClickedPayload {
  /** The configured attempts (content), else the component's default. */
  maxAttempts: number;
  /** `?sc_mode=preview|edit`: the button does nothing. */
  preview: boolean;
  /** The page's language: the connect widget speaks it. */
  language: 'en' | 'es';
}

export const healthDataSlice = createSlice({
  name: 'healthData',
  initialState,
  reducers: {
    healthDataAttemptsRead(state, { payload }: PayloadAction<{ usedUp: boolean }>) {
      state.usedUp = payload.usedUp;
      if (payload.usedUp) state.status = 'unavailable';
    },
    healthDataSessionRequested(state) {
      state.status = 'waiting';
      state.modal = 'waiting';
    },
    healthDataWidgetOpened(state) {
      state.status = 'connecting';
      state.modal = null;
    },
    healthDataConnected(state, _action: PayloadAction<{ humanId: string }>) {
      state.status = 'connected';
    },
    healthDataWidgetClosed(state) {
      state.status = 'closed';
    },
    healthDataFailed(state, { payload }: PayloadAction<{ usedUp: boolean }>) {
      state.usedUp = payload.usedUp;
      state.status = payload.usedUp ? 'unavailable' : 'error';
      state.modal = payload.usedUp ? 'unavailable' : 'error';
    },
    /** No attempt left: the unavailable modal, the button disabled. */
    healthDataUnavailable(state) {
      state.usedUp = true;
      state.status = 'unavailable';
      state.modal = 'unavailable';
    },
    healthDataModalDismissed(state) {
      state.modal = null;
    },
  },
});

export { healthDataCardShown, healthDataShareClicked };
export const {
  healthDataAttemptsRead,
  healthDataSessionRequested,
  healthDataWidgetOpened,
  healthDataConnected,
  healthDataWidgetClosed,
  healthDataFailed,
  healthDataUnavailable,
  healthDataModalDismissed,
} = healthDataSlice.actions;

export const selectHealthData = (state: { healthData?: HealthDataState }): HealthDataState =>
  state.healthData ?? initialState;

export default healthDataSlice.reducer;

// Injected when this module loads, with the success page: the pages before it never carry it.
lazySlices.inject(healthDataSlice);
