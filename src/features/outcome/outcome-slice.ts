import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

/**
 * Asks the profile (a later issue) to fetch the signed-in visitor's profile again: EPR sites do
 * so 1 s and 5 s after an outcome page. Nothing listens yet.
 */
export const profileRefreshRequested = createAction<{ reason: 'outcome' }>('profile/refreshRequested');

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

export const selectCurrentOutcome = (state: { outcome: OutcomeState }): OutcomeReachedPayload | null =>
  state.outcome.current;

export default outcomeSlice.reducer;
