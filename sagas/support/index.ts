import { supportRequestSubmitted } from '../../src/features/support/support-events';
import { lazyFeature } from '../lazy-feature';

/** The support request's saga is its own chunk, downloaded at the first request: no other page needs it. */
export function* supportSagaLoader() {
  yield* lazyFeature(
    supportRequestSubmitted.type,
    () => import('./support-request').then((loaded) => loaded.startSupportRequests),
    {},
  );
}
