import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { getSuccessDetails } from '../../shared/contracts/success';
import { lazySlices } from '../../app/root-reducer';
import { successPageOpened } from './success-events';

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
  extraReducers: (builder) => {
    builder.addCase(successPageOpened, (state) => {
      state.status = 'loading';
    });
  },
});

export const { successDetailsLoaded, successDetailsFailed } = successSlice.actions;
export { successPageOpened };

// Injected when this module loads, with the success page: the pages before it never carry it.
lazySlices.inject(successSlice);

export const selectSuccess = (state: { success?: SuccessState }): SuccessState =>
  state.success ?? initialState;

export default successSlice.reducer;
