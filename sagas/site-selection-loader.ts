import { importChunk } from './import-chunk';
import { call, select, take } from 'redux-saga/effects';
import {
  selectSiteSelection,
  siteSelectionOpened,
} from '../src/features/site-selection/site-selection-slice';
import type { siteSelectionSaga } from './site-selection';
import type { SiteSelectionSagaDeps } from './site-selection-deps';

type SiteSelectionModule = { siteSelectionSaga: typeof siteSelectionSaga };

/** The site-selection sagas are their own chunk, downloaded when the widget first opens. */
export function* siteSelectionSagaLoader(overrides: Partial<SiteSelectionSagaDeps> = {}) {
  const state: ReturnType<typeof selectSiteSelection> = yield select(selectSiteSelection);
  if (!state.ref) yield take(siteSelectionOpened.type);
  const loaded: SiteSelectionModule = yield call(importChunk, () => import('./site-selection'));
  yield call(loaded.siteSelectionSaga, overrides, !state.ref);
}
