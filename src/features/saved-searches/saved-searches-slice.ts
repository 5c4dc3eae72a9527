import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySlices } from '../../app/root-reducer';
import type { Language } from '../../shared/content-model/language';
import type { SavedSearch } from '../../shared/contracts/saved-searches';
import {
  SAVED_SEARCHES_SLICE,
  savedSearchAlertsToggled,
  savedSearchDeleteRequested,
  savedSearchesRequested,
  searchSaveRequested,
} from './saved-searches-events';

/*
 * The member's saved searches: the list on My Profile and the "Save this search" of a result page.
 * Nothing here is persisted or queued: a save the server cannot be reached for is said so at once
 * and never sent later behind the person's back (they press the button again).
 */

/** A search as the result page's hash names it (filters as the search call's parameters). */
export interface SearchToSave {
  q: string;
  zip: string;
  filters: Record<string, string>;
  language: Language;
  alerts: boolean;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'full' | 'failed';
/** Why a change to a listed search did not happen. */
export type ChangeFailure = 'offline' | 'failed' | null;

export interface SavedSearchesState {
  list: { status: 'idle' | 'loading' | 'loaded' | 'failed'; items: SavedSearch[] };
  /** The last save: which search (its key) and how it went. */
  save: { key: string | null; status: SaveStatus; alerts: boolean };
  /** Searches with a change on its way. */
  busy: string[];
  changeFailure: ChangeFailure;
}

const initialState: SavedSearchesState = {
  list: { status: 'idle', items: [] },
  save: { key: null, status: 'idle', alerts: false },
  busy: [],
  changeFailure: null,
};

const upsert = (items: SavedSearch[], search: SavedSearch) => [
  search,
  ...items.filter((item) => item.id !== search.id),
];

export const savedSearchesSlice = createSlice({
  name: SAVED_SEARCHES_SLICE,
  initialState,
  reducers: {
    savedSearchesLoaded(state, { payload }: PayloadAction<{ items: SavedSearch[] }>) {
      state.list = { status: 'loaded', items: payload.items };
    },
    savedSearchesFailed(state) {
      state.list.status = 'failed';
    },
    searchSaved(state, { payload }: PayloadAction<{ key: string; savedSearch: SavedSearch }>) {
      state.save = { key: payload.key, status: 'saved', alerts: payload.savedSearch.alerts };
      if (state.list.status === 'loaded') state.list.items = upsert(state.list.items, payload.savedSearch);
    },
    searchSaveFailed(
      state,
      { payload }: PayloadAction<{ key: string; status: 'offline' | 'full' | 'failed' }>,
    ) {
      state.save = { ...state.save, key: payload.key, status: payload.status };
    },
    savedSearchChanged(state, { payload }: PayloadAction<{ savedSearch: SavedSearch }>) {
      const { savedSearch } = payload;
      state.busy = state.busy.filter((id) => id !== savedSearch.id);
      state.list.items = state.list.items.map((item) => (item.id === savedSearch.id ? savedSearch : item));
    },
    savedSearchRemoved(state, { payload }: PayloadAction<{ id: string }>) {
      state.busy = state.busy.filter((id) => id !== payload.id);
      state.list.items = state.list.items.filter((item) => item.id !== payload.id);
    },
    savedSearchChangeFailed(
      state,
      { payload }: PayloadAction<{ id: string; failure: 'offline' | 'failed' }>,
    ) {
      state.busy = state.busy.filter((id) => id !== payload.id);
      state.changeFailure = payload.failure;
    },
  },
  // The requests (saved-searches-events.ts): the app's start listens for them without the slice.
  extraReducers: (builder) => {
    builder
      .addCase(savedSearchesRequested, (state) => {
        state.list.status = 'loading';
      })
      .addCase(searchSaveRequested, (state, { payload }) => {
        state.save = { key: payload.key, status: 'saving', alerts: payload.search.alerts };
      })
      .addCase(savedSearchAlertsToggled, (state, { payload }) => {
        state.busy.push(payload.id);
        state.changeFailure = null;
      })
      .addCase(savedSearchDeleteRequested, (state, { payload }) => {
        state.busy.push(payload.id);
        state.changeFailure = null;
      });
  },
});

export { savedSearchesRequested, searchSaveRequested, savedSearchAlertsToggled, savedSearchDeleteRequested };

export const {
  savedSearchesLoaded,
  savedSearchesFailed,
  searchSaved,
  searchSaveFailed,
  savedSearchChanged,
  savedSearchRemoved,
  savedSearchChangeFailed,
} = savedSearchesSlice.actions;

// Injected with the pages that use it (a results page, My Profile).
lazySlices.inject(savedSearchesSlice);

type WithSavedSearches = { savedSearches?: SavedSearchesState };

export const selectSavedSearches = (state: WithSavedSearches): SavedSearchesState =>
  state.savedSearches ?? initialState;

/** A search's key: the same search (in any filter order) has the same key. */
export function searchKey(search: Omit<SearchToSave, 'alerts'>): string {
  const filters = Object.entries(search.filters)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([search.language, search.q.trim(), search.zip, filters]);
}

export default savedSearchesSlice.reducer;
