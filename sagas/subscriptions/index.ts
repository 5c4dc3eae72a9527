import {
  resubscribeRequested,
  unsubscribeConfirmed,
} from '../../src/features/subscriptions/subscriptions-events';
import { lazyFeature } from '../lazy-feature';

/**
 * The unsubscribe pages' saga is its own chunk, downloaded on the first click on one of them (no
 * other page carries it).
 */
export function* subscriptionsSagaLoader() {
  yield* lazyFeature(
    [unsubscribeConfirmed.type, resubscribeRequested.type],
    () => import('./subscriptions').then((loaded) => loaded.startSubscriptions),
    {},
  );
}
