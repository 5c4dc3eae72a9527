import { importChunk } from './import-chunk';
import { call, fork, take } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { JourneyPageView } from '../src/features/journey/journey-ui-slice';
import { journeyDeps, type JourneyDeps } from './journey-deps';
import type { onOutcomePage, outcomePageSaga } from './outcome-page';
import { isOutcomeView } from './outcome-trigger';

type OutcomeModule = { onOutcomePage: typeof onOutcomePage; outcomePageSaga: typeof outcomePageSaga };

/**
 * The outcome effects (outcome update, UCPM record, profile refresh) live in their own chunk,
 * downloaded on the first outcome page: the pages before it never carry them. The view that
 * triggered the download is handled first, then every later one.
 */
export function* outcomePageSagaLoader(overrides: Partial<JourneyDeps> = {}) {
  const first: PayloadAction<JourneyPageView> = yield take(isOutcomeView);
  const loaded: OutcomeModule = yield call(importChunk, () => import('./outcome-page'));
  yield fork(loaded.onOutcomePage, journeyDeps(overrides), first);
  yield call(loaded.outcomePageSaga, overrides);
}
