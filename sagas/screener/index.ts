import { frameOpened } from '../../src/features/screener/screener-events';
import type { ScreenerState } from '../../src/features/screener/screener-slice';
import { lazyFeature } from '../lazy-feature';

/**
 * The screener sagas live in their own chunk and are downloaded only when a questionnaire frame
 * opens: a page without one (most home pages) never loads them, which keeps the home page within
 * its JavaScript budget. The sagas read the open frame from the state when they start, so a frame
 * opened before then (even before this saga started) is not missed.
 */
export function* screenerSagaLoader() {
  yield* lazyFeature(frameOpened.type, () => import('./screener').then((loaded) => loaded.screenerSaga), {
    ready: (state: { screener?: ScreenerState }) => Boolean(state.screener?.frame),
  });
}
