import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConditionSuggestion, TrialResult, searchTrials } from '../../shared/contracts/trials';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { Language } from '../../shared/content-model/language';
import { signedOut } from '../session/session-slice';
import { sameSearch, type SearchQuery } from '../../shared/domain/trials/search-form-rules';
import { NO_TRIAL_FILTERS, type TrialFilters } from '../../shared/domain/trials/trial-filters';

/*
 * Trial search, condition suggestions, saved trials and personalised trials. The sagas
 * (sagas/trials/) carry the events out. The last search answer is kept when
 * a later search fails, so a page already open stays readable offline.
 */
export type SearchAnswer = ResponseOf<typeof searchTrials>;
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface TrialsState {
  search: {
    status: 'idle' | 'loading' | 'success' | 'error';
    query: SearchQuery | null;
    /** The last answer that arrived, with the query it answers. */
    answer: SearchAnswer | null;
    answerQuery: SearchQuery | null;
    /** The last attempt failed because the server could not be reached. */
    offline: boolean;
  };
  suggestions: { term: string; status: LoadStatus; items: ConditionSuggestion[] };
  saved: { ids: Record<string, boolean>; status: LoadStatus; list: TrialResult[] };
  personal: { status: LoadStatus; trials: TrialResult[] };
}

const initialState: TrialsState = {
  search: { status: 'idle', query: null, answer: null, answerQuery: null, offline: false },
  suggestions: { term: '', status: 'idle', items: [] },
  saved: { ids: {}, status: 'idle', list: [] },
  personal: { status: 'idle', trials: [] },
};

/** A search as events carry it: no filters is "not filtered". */
export type SearchQueryInput = Omit<SearchQuery, 'filters'> & { filters?: TrialFilters };
export type SearchRequest = SearchQueryInput & { language: Language };

export const searchQueryOf = ({ q, zip, page, filters }: SearchQueryInput): SearchQuery => ({
  q,
  zip,
  page,
  filters: filters ?? NO_TRIAL_FILTERS,
});

export interface SuggestRequest {
  term: string;
  limit: number;
  language: Language;
}

export const trialsSlice = createSlice({
  name: 'trials',
  initialState,
  reducers: {
    searchRequested: (state, { payload }: PayloadAction<SearchRequest>) => {
      state.search.status = 'loading';
      state.search.query = searchQueryOf(payload);
    },
    /** An answer to another search than the one last asked for is stale: it never shows. */
    searchSucceeded: (
      state,
      { payload }: PayloadAction<{ query: SearchQueryInput; answer: SearchAnswer }>,
    ) => {
      const query = searchQueryOf(payload.query);
      if (state.search.query && !sameSearch(state.search.query, query)) return;
      state.search = { status: 'success', query, answer: payload.answer, answerQuery: query, offline: false };
    },
    searchFailed: (state, { payload }: PayloadAction<{ offline: boolean }>) => {
      state.search.status = 'error';
      state.search.offline = payload.offline;
    },
    /** Typed text long enough for suggestions (the saga waits for a pause in typing). */
    suggestionsRequested: (state, { payload }: PayloadAction<SuggestRequest>) => {
      state.suggestions = { term: payload.term, status: 'loading', items: state.suggestions.items };
    },
    suggestionsLoaded: (
      state,
      { payload }: PayloadAction<{ term: string; items: ConditionSuggestion[] }>,
    ) => {
      if (payload.term === state.suggestions.term) state.suggestions = { ...payload, status: 'loaded' };
    },
    suggestionsFailed: (state, { payload }: PayloadAction<{ term: string }>) => {
      if (payload.term === state.suggestions.term)
        state.suggestions = { term: payload.term, status: 'failed', items: [] };
    },
    /** Text too short, or the list closed: nothing pending, nothing shown. */
    suggestionsCleared: (state) => {
      state.suggestions = initialState.suggestions;
    },
    /** Optimistic: the card shows the new state at once; trialSaveFailed rolls it back. */
    trialSaveToggled: (state, { payload }: PayloadAction<{ trial: TrialResult; isSaved: boolean }>) => {
      const id = payload.trial.trialorgstudyid;
      state.saved.ids[id] = payload.isSaved;
      state.saved.list = state.saved.list.filter((trial) => trial.trialorgstudyid !== id);
      if (payload.isSaved) state.saved.list.unshift(payload.trial);
    },
    trialSaveFailed: (state, { payload }: PayloadAction<{ trial: TrialResult; isSaved: boolean }>) => {
      const id = payload.trial.trialorgstudyid;
      state.saved.ids[id] = !payload.isSaved;
      state.saved.list = state.saved.list.filter((trial) => trial.trialorgstudyid !== id);
      if (!payload.isSaved) state.saved.list.unshift(payload.trial);
    },
    savedTrialsRequested: (state, _action: PayloadAction<{ language: Language }>) => {
      if (state.saved.status !== 'loaded') state.saved.status = 'loading';
    },
    savedTrialsLoaded: (state, { payload }: PayloadAction<{ trials: TrialResult[] }>) => {
      const ids: Record<string, boolean> = {};
      for (const trial of payload.trials) ids[trial.trialorgstudyid] = true;
      state.saved = { ids, status: 'loaded', list: payload.trials };
    },
    savedTrialsFailed: (state) => {
      state.saved.status = 'failed';
    },
    personalTrialsRequested: (state, _action: PayloadAction<{ language: Language }>) => {
      state.personal.status = 'loading';
    },
    personalTrialsLoaded: (state, { payload }: PayloadAction<{ trials: TrialResult[] }>) => {
      state.personal = { status: 'loaded', trials: payload.trials };
    },
    personalTrialsFailed: (state) => {
      state.personal.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    // Signing out forgets what belongs to the member.
    builder.addCase(signedOut, (state) => {
      state.saved = initialState.saved;
      state.personal = initialState.personal;
    });
  },
});

export const {
  searchRequested,
  searchSucceeded,
  searchFailed,
  suggestionsRequested,
  suggestionsLoaded,
  suggestionsFailed,
  suggestionsCleared,
  trialSaveToggled,
  trialSaveFailed,
  savedTrialsRequested,
  savedTrialsLoaded,
  savedTrialsFailed,
  personalTrialsRequested,
  personalTrialsLoaded,
  personalTrialsFailed,
} = trialsSlice.actions;

type WithTrials = { trials: TrialsState };
export const selectTrialSearch = (state: WithTrials) => state.trials.search;
export const selectSuggestions = (state: WithTrials) => state.trials.suggestions;
export const selectSavedTrials = (state: WithTrials) => state.trials.saved;
export const selectPersonalTrials = (state: WithTrials) => state.trials.personal;
export const selectIsTrialSaved = (id: string) => (state: WithTrials) => state.trials.saved.ids[id] === true;

export default trialsSlice.reducer;
