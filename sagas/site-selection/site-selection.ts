import { all, call } from 'redux-saga/effects';
import type { EarlyActions } from '../lazy-feature';
import { siteSelectionConfirmSaga } from './site-selection-confirm';
import { browserSessionValues } from '../shared/browser-effects';
import { contactDefaults } from '../contact/contact-defaults';
import { siteSelectionLoadSaga } from './site-selection-load';
import { noSiteConvenientSaga } from './site-selection-no-site';
import { provideDefaults } from '../shared/saga-services';

/**
 * The site-selection page: the site search, the confirm flow and "no site convenient"
 *. `openedBeforeStart`: the widget opened before this chunk arrived, so its first search
 * is started here rather than by the (missed) opened event.
 */
export function* siteSelectionSaga(openedBeforeStart = false) {
  yield* provideDefaults({ ...contactDefaults, session: () => browserSessionValues });
  yield all([
    call(siteSelectionLoadSaga, openedBeforeStart),
    call(siteSelectionConfirmSaga),
    call(noSiteConvenientSaga),
  ]);
}

/** An opening of the widget while this chunk downloaded was not seen by its watcher: its search starts here. */
export function* startSiteSelection(early: EarlyActions) {
  yield call(siteSelectionSaga, early.length > 0);
}
