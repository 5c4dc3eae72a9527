import { createAction, createSlice } from '@reduxjs/toolkit';
import { UPDATE_READY } from '../../lib/service-worker-registration';

/** A new service worker is installed and waiting; the person decides when to reload. */
export interface UpdateSliceState {
  updateReady: boolean;
}

/** Dispatched by the service worker registration (src/lib may not import slices). */
export const updateReady = createAction(UPDATE_READY);

export const updateSlice = createSlice({
  name: 'offline',
  initialState: { updateReady: false } as UpdateSliceState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(updateReady, (state) => {
      state.updateReady = true;
    });
  },
});

export const updateReducer = updateSlice.reducer;

export const selectUpdateReady = (state: { offline: UpdateSliceState }) => state.offline.updateReady;
