import { all, call } from 'redux-saga/effects';
import { siteSelectionConfirmSaga } from './site-selection-confirm';
import { siteSelectionDeps, type SiteSelectionSagaDeps } from './site-selection-deps';
import { siteSelectionLoadSaga } from './site-selection-load';
import { noSiteConvenientSaga } from './site-selection-no-site';

/**
 * The site-selection page: the site search, the confirm flow (§4.2) and "no site convenient"
 * (§4.4). `openedBeforeStart`: the widget opened before this chunk arrived, so its first search
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
