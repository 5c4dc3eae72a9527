import {
  personalTrialsRequested,
  savedTrialsRequested,
  searchRequested,
  suggestionsCleared,
  suggestionsRequested,
  trialSaveToggled,
} from '../../src/features/trials/trials-slice';
import { lazyFeature } from '../lazy-feature';

/** Every event the trial sagas carry out. */
export const TRIALS_ACTION_TYPES = [
  searchRequested.type,
  suggestionsRequested.type,
  suggestionsCleared.type,
  trialSaveToggled.type,
  savedTrialsRequested.type,
  personalTrialsRequested.type,
];

/**
 * The trial sagas are their own chunk, downloaded at the first trial event (typing in the hero's
 * condition field, a results page, a save): the home page's first paint never waits for them.
 */
export function* trialsSagaLoader() {
  yield* lazyFeature(TRIALS_ACTION_TYPES, () => import('./trials').then((loaded) => loaded.trialsSaga), {});
}
