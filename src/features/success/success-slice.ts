import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { getSuccessDetails } from '../../shared/contracts/success';

/** GET /api/success/Details' answer: the site, the hide flags, the appointment, the merge tags. */
export type SuccessDetails = ResponseOf<typeof getSuccessDetails>;

export interface SuccessState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  enrollmentId: string | null;
  details: SuccessDetails | null;
}

const initialState: SuccessState = { status: 'idle', enrollmentId: null, details: null };

export const successSlice = createSlice({
  name: 'success',
  initialState,
  reducers: {
    /** The success page was shown (not in preview): the saga fetches its details. */
    successPageOpened(state, _action: PayloadAction<{ language: Language }>) {
      state.status = 'loading';
    },
    successDetailsLoaded(
      state,
      { payload }: PayloadAction<{ enrollmentId: string; details: SuccessDetails }>,
    ) {
      state.status = 'loaded';
      state.enrollmentId = payload.enrollmentId;
      state.details = payload.details;
    },
    successDetailsFailed(state) {
      state.status = 'failed';
    },
  },
});

export const { successPageOpened, successDetailsLoaded, successDetailsFailed } = successSlice.actions;

export const selectSuccess = (state: { success?: SuccessState }): SuccessState =>
  state.success ?? initialState;

export default successSlice.reducer;
