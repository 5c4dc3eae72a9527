import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Form drafts that must survive a reload (ARCHITECTURE.md "How data flows" 5): react-final-form
 * owns live form state; a form copies its values here, keyed by form, and reads them back on mount.
 * Drafts are persisted encrypted and pruned when the resume window ends.
 */
export type DraftValue = string | number | boolean | null | string[];

export interface Draft {
  values: Record<string, DraftValue>;
  /** ISO timestamp of the last save, used to expire drafts. */
  savedAt: string;
}

export interface DraftsState {
  byKey: Record<string, Draft>;
}

const initialState: DraftsState = { byKey: {} };

export const draftsSlice = createSlice({
  name: 'drafts',
  initialState,
  reducers: {
    draftSaved(
      state,
      action: PayloadAction<{ key: string; values: Record<string, DraftValue>; savedAt: string }>,
    ) {
      const { key, values, savedAt } = action.payload;
      state.byKey[key] = { values, savedAt };
    },
    draftDiscarded(state, action: PayloadAction<{ key: string }>) {
      delete state.byKey[action.payload.key];
    },
    /** Drops every draft saved before `before` (ISO timestamp). */
    draftsExpired(state, action: PayloadAction<{ before: string }>) {
      const limit = Date.parse(action.payload.before);
      for (const [key, draft] of Object.entries(state.byKey)) {
        if (!(Date.parse(draft.savedAt) >= limit)) delete state.byKey[key];
      }
    },
    allDraftsCleared() {
      return initialState;
    },
  },
});

export const { draftSaved, draftDiscarded, draftsExpired, allDraftsCleared } = draftsSlice.actions;

export const selectDraft = (state: { drafts: DraftsState }, key: string): Draft | undefined =>
  state.drafts.byKey[key];

export default draftsSlice.reducer;
