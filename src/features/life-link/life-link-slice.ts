import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Loading, then redirected, or the error message. */
export type LifeLinkPageStatus = 'idle' | 'loading' | 'redirecting' | 'failed';
/** Why there is no address: no uToken, an empty or unusable answer, a failed call, no answer in time. */
export type LifeLinkFailure = 'no-token' | 'no-address' | 'call-failed' | 'timed-out';

export interface LifeLinkPageState {
  status: LifeLinkPageStatus;
  failure: LifeLinkFailure | null;
}

const initialState: LifeLinkPageState = { status: 'idle', failure: null };

export const lifeLinkPageSlice = createSlice({
  name: 'lifeLinkPage',
  initialState,
  reducers: {
    /** The page was shown with this uToken (null when the link had none). */
    opened: {
      reducer: (state) => {
        state.status = 'loading';
        state.failure = null;
      },
      prepare: (payload: { token: string | null; websiteTheme?: string }) => ({ payload }),
    },
    addressReceived: (state, _action: PayloadAction<{ url: string }>) => {
      state.status = 'redirecting';
    },
    failed: (state, action: PayloadAction<{ failure: LifeLinkFailure }>) => {
      state.status = 'failed';
      state.failure = action.payload.failure;
    },
    closed: () => initialState,
  },
});

export const {
  opened: lifeLinkPageOpened,
  addressReceived: lifeLinkAddressReceived,
  failed: lifeLinkPageFailed,
  closed: lifeLinkPageClosed,
} = lifeLinkPageSlice.actions;

export const selectLifeLinkPage = (state: { lifeLinkPage: LifeLinkPageState }) => state.lifeLinkPage;

export default lifeLinkPageSlice.reducer;
