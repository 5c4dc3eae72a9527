import { lazyFeature } from '../lazy-feature';
import { isOutcomeView } from './outcome-trigger';

/**
 * The outcome effects (outcome update, UCPM record, profile refresh) live in their own chunk,
 * downloaded on the first outcome page: the pages before it never carry them.
 */
export function* outcomePageSagaLoader() {
  yield* lazyFeature(
    isOutcomeView,
    () => import('./outcome-page').then((loaded) => loaded.startOutcomePage),
    {},
  );
}
