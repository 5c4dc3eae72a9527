import {
  savedSearchAlertsToggled,
  savedSearchDeleteRequested,
  savedSearchesRequested,
  searchSaveRequested,
} from '../../src/features/saved-searches/saved-searches-events';
import { lazyFeature } from '../lazy-feature';

/** Every event the saved-search sagas carry out. */
export const SAVED_SEARCHES_ACTION_TYPES = [
  searchSaveRequested.type,
  savedSearchesRequested.type,
  savedSearchAlertsToggled.type,
  savedSearchDeleteRequested.type,
];

/** Their own chunk, downloaded at the first saved-search event (a member's results page or profile). */
export function* savedSearchesSagaLoader() {
  yield* lazyFeature(
    SAVED_SEARCHES_ACTION_TYPES,
    () => import('./saved-searches').then((loaded) => loaded.savedSearchesSaga),
    {},
  );
}
