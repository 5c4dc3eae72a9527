import { createAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';
import type { SearchToSave } from './saved-searches-slice';

/*
 * What a member asks of their saved searches: the events that start the saved-search sagas. They
 * live apart from the slice so that the app's start, which listens for them (to download the
 * sagas at the first one), carries neither the slice nor its reducers: the slice is injected with
 * the pages that dispatch them (a results page, My Profile).
 */
export const SAVED_SEARCHES_SLICE = 'savedSearches';

export const savedSearchesRequested = createAction<{ language: Language }>(
  `${SAVED_SEARCHES_SLICE}/savedSearchesRequested`,
);
export const searchSaveRequested = createAction<{ key: string; search: SearchToSave }>(
  `${SAVED_SEARCHES_SLICE}/searchSaveRequested`,
);
export const savedSearchAlertsToggled = createAction<{ id: string; alerts: boolean }>(
  `${SAVED_SEARCHES_SLICE}/savedSearchAlertsToggled`,
);
export const savedSearchDeleteRequested = createAction<{ id: string }>(
  `${SAVED_SEARCHES_SLICE}/savedSearchDeleteRequested`,
);
