import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySlices } from '../../app/root-reducer';
import type { PendingCause } from '../../shared/outbox/pending-cause';
import { supportRequestSubmitted, type SupportRequestBody } from './support-events';

export { supportRequestSubmitted, type SupportRequestBody };

/**
 * Editing, then submitted (the success view). A refused or failed request leaves the form
 * (the loader removed, the banner when configured); offline the outbox keeps it and sends it later.
 */
export type SupportRequestStatus = 'editing' | 'sending' | 'sent' | 'queued' | 'failed';

export interface SupportRequestState {
  status: SupportRequestStatus;
  /** The failure banner, until the person closes it or sends again. */
  bannerOpen: boolean;
  /** While queued: no connection, or the server answered with an error (never called "offline"). */
  because?: PendingCause;
}

const initialState: SupportRequestState = { status: 'editing', bannerOpen: false };

export const supportRequestSlice = createSlice({
  name: 'supportRequest',
  initialState,
  reducers: {
    sent: (state) => {
      state.status = 'sent';
      delete state.because;
    },
    queued: (state, { payload }: PayloadAction<{ because: PendingCause }>) => {
      state.status = 'queued';
      state.because = payload.because;
    },
    failed: (state) => {
      state.status = 'failed';
      state.bannerOpen = true;
    },
    bannerClosed: (state) => {
      state.bannerOpen = false;
    },
    /** A support page was opened (or left): a fresh form. */
    reset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(supportRequestSubmitted, (state) => {
      state.status = 'sending';
      state.bannerOpen = false;
    });
  },
});

export const {
  sent: supportRequestSent,
  queued: supportRequestQueued,
  failed: supportRequestFailed,
  bannerClosed: supportBannerClosed,
  reset: supportRequestReset,
} = supportRequestSlice.actions;

export const selectSupportRequest = (state: { supportRequest?: SupportRequestState }) =>
  state.supportRequest ?? initialState;

export default supportRequestSlice.reducer;

// Injected when this module loads: with the support page (or its sagas), never on the pages before it.
lazySlices.inject(supportRequestSlice);
