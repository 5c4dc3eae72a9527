import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BodyOf } from '../../shared/contracts/define-call';
import type { emailSupport } from '../../shared/contracts/support';
import type { PendingCause } from '../../shared/outbox/pending-cause';

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

export type SupportRequestBody = BodyOf<typeof emailSupport>;

export const supportRequestSlice = createSlice({
  name: 'supportRequest',
  initialState,
  reducers: {
    /** The person sent a valid form (the saga gives it its Idempotency-Key at once). */
    submitted: (state, _action: PayloadAction<{ body: SupportRequestBody }>) => {
      state.status = 'sending';
      state.bannerOpen = false;
    },
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
});

export const {
  submitted: supportRequestSubmitted,
  sent: supportRequestSent,
  queued: supportRequestQueued,
  failed: supportRequestFailed,
  bannerClosed: supportBannerClosed,
  reset: supportRequestReset,
} = supportRequestSlice.actions;

export const selectSupportRequest = (state: { supportRequest: SupportRequestState }) => state.supportRequest;

export default supportRequestSlice.reducer;
