import { all, call } from 'redux-saga/effects';
import type { EarlyActions } from '../lazy-feature';
import { siteSelectionConfirmSaga } from './site-selection-confirm';
import { siteSelectionDeps, type SiteSelectionSagaDeps } from './site-selection-deps';
import { siteSelectionLoadSaga } from './site-selection-load';
import { noSiteConvenientSaga } from './site-selection-no-site';

/**
 * The site-selection page: the site search, the confirm flow and "no site convenient"
 *. `openedBeforeStart`: the widget opened before this chunk arrived, so its first search
 * is started here rather than by the (missed) opened event.
 */
export function* siteSelectionSaga(
  overrides: Partial<SiteSelectionSagaDeps> = {},
  openedBeforeStart = false,
) {
  const deps = siteSelectionDeps(overrides);
  yield all([
    call(siteSelectionLoadSaga, deps, openedBeforeStart),
    call(siteSelectionConfirmSaga, deps),
    call(noSiteConvenientSaga, deps),
  ]);
}

/** An opening of the widget while this chunk downloaded was not seen by its watcher: its search starts here. */
export function* startSiteSelection(overrides: Partial<SiteSelectionSagaDeps>, early: EarlyActions) {
  yield call(siteSelectionSaga, overrides, early.length > 0);
}
