import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySlices } from '../../app/root-reducer';
import { lifeLinkPageOpened } from './life-link-events';

export { lifeLinkPageOpened };

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
    addressReceived: (state, _action: PayloadAction<{ url: string }>) => {
      state.status = 'redirecting';
    },
    failed: (state, action: PayloadAction<{ failure: LifeLinkFailure }>) => {
      state.status = 'failed';
      state.failure = action.payload.failure;
    },
    closed: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(lifeLinkPageOpened, (state) => {
      state.status = 'loading';
      state.failure = null;
    });
  },
});

export const {
  addressReceived: lifeLinkAddressReceived,
  failed: lifeLinkPageFailed,
  closed: lifeLinkPageClosed,
} = lifeLinkPageSlice.actions;

export const selectLifeLinkPage = (state: { lifeLinkPage?: LifeLinkPageState }) =>
  state.lifeLinkPage ?? initialState;

export default lifeLinkPageSlice.reducer;

// Injected when this module loads: with the LifeLink page (or its sagas), never before.
lazySlices.inject(lifeLinkPageSlice);
