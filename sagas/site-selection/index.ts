import { selectSiteConfirmation } from '../../src/features/site-selection/site-confirmation-slice';
import { siteSelectionOpened } from '../../src/features/site-selection/site-selection-events';
import type { SiteSelectionState } from '../../src/features/site-selection/site-selection-slice';
import { lazyFeature } from '../lazy-feature';

// The site-selection slice is injected with its page: until then its state is absent.
type State = { siteSelection?: SiteSelectionState } & Parameters<typeof selectSiteConfirmation>[0];

/**
 * The site-selection sagas are their own chunk, downloaded when the widget first opens, or at
 * once when a site choice confirmed before a reload is still under way (it resumes wherever the
 * visitor is). The store starts the sagas only after rehydration, so the persisted choice is
 * already in the state here.
 */
export function* siteSelectionSagaLoader() {
  yield* lazyFeature(
    siteSelectionOpened.type,
    () => import('./site-selection').then((loaded) => loaded.startSiteSelection),
    { ready: (state: State) => Boolean(state.siteSelection?.ref || selectSiteConfirmation(state)) },
  );
}
