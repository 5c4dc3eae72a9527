import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySlices } from '../../app/root-reducer';
import type { OutcomeKind, OutcomeVariant, PatientReferralStatus } from '../../shared/domain/outcome-paths';

/**
 * The enrolment reached an outcome (sagas/outcome/outcome-page.ts, on a journeyUi/pageViewed of a page
 * flagged isOutcome). The journey slice is completed by its own journeyCompleted alongside.
 */
export interface OutcomeReachedPayload {
  enrollmentId: string;
  path: string;
  kind: OutcomeKind;
  variant: OutcomeVariant | null;
  referralStatus: PatientReferralStatus;
  reachedAt: string;
}

export interface OutcomeState {
  /** The outcome reached in this session (not persisted: the journey slice keeps Completed). */
  current: OutcomeReachedPayload | null;
}

const initialState: OutcomeState = { current: null };

export const outcomeSlice = createSlice({
  name: 'outcome',
  initialState,
  reducers: {
    outcomeReached(state, { payload }: PayloadAction<OutcomeReachedPayload>) {
      state.current = payload;
    },
  },
});

export const { outcomeReached } = outcomeSlice.actions;

export const selectCurrentOutcome = (state: { outcome?: OutcomeState }): OutcomeReachedPayload | null =>
  state.outcome?.current ?? null;

export default outcomeSlice.reducer;

// Injected when this module loads: with the outcome page's sagas (or site selection, which reads
// the outcome), never on the pages before them.
lazySlices.inject(outcomeSlice);
