import { lifeLinkPageOpened } from '../../src/features/life-link/life-link-events';
import { lazyFeature } from '../lazy-feature';

/**
 * The life-link page's saga is its own chunk, downloaded the first time the page opens: no other
 * page carries it.
 */
export function* lifeLinkPageSagaLoader() {
  yield* lazyFeature(
    lifeLinkPageOpened.type,
    () => import('./life-link-page').then((loaded) => loaded.startLifeLinkPage),
    {},
  );
}
