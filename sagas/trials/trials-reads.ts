import type { PayloadAction } from '@reduxjs/toolkit';
import { call, cancelled, put } from 'redux-saga/effects';
import {
  searchFailed,
  searchQueryOf,
  searchSucceeded,
  suggestionsFailed,
  suggestionsLoaded,
  type SearchAnswer,
  type SearchRequest,
  type SuggestRequest,
} from '../../src/features/trials/trials-slice';
import { NetworkError } from '../../src/lib/api-client';
import { delay } from '../../src/lib/clock';
import {
  DEFAULT_TRIAL_PAGE_SIZE,
  searchTrials,
  suggestConditions,
  type ConditionSuggestion,
} from '../../src/shared/contracts/trials';
import { trialFilterParams } from '../../src/shared/domain/trials/trial-filters';
import { browserIsOnline } from '../shared/browser-effects';
import { services } from '../shared/saga-services';

/*
 * The reads of the trial search: the search itself and the condition suggestions. Newest wins: the caller
 * cancels the older task, which aborts its request, so a late answer can never replace a newer one.
 */

/** The server could not be reached (as opposed to answering with an error). */
export function isUnreachable(error: unknown): boolean {
  return !browserIsOnline() || (error instanceof NetworkError && !error.aborted);
}

/** The search call's query: the filters that are set ride along, in their URL form. */
function searchCallQuery(request: SearchRequest) {
  const { q, zip, page, filters } = searchQueryOf(request);
  return {
    q,
    zip,
    page: String(page),
    pageSize: String(DEFAULT_TRIAL_PAGE_SIZE),
    language: request.language,
    ...Object.fromEntries(trialFilterParams(filters)),
  };
}

export function* searchTrialsSaga(action: PayloadAction<SearchRequest>) {
  const { api, log } = yield* services('api', 'log');
  const controller = new AbortController();
  try {
    const answer: SearchAnswer = yield call(
      [api, api.call],
      searchTrials,
      { query: searchCallQuery(action.payload) },
      { signal: controller.signal },
    );
    yield put(searchSucceeded({ query: searchQueryOf(action.payload), answer }));
  } catch (error) {
    if (!controller.signal.aborted) {
      if (!isUnreachable(error)) log('trial search failed', error);
      yield put(searchFailed({ offline: isUnreachable(error) }));
    }
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/** Waits for a pause in typing, then asks; a newer keystroke cancels (and aborts) this one. */
export function* suggestSaga(action: PayloadAction<SuggestRequest>) {
  const { suggestDebounceMs, api } = yield* services('suggestDebounceMs', 'api');
  const { term, limit, language } = action.payload;
  const controller = new AbortController();
  try {
    yield call(delay, suggestDebounceMs);
    const answer: { suggestions: ConditionSuggestion[] } = yield call(
      [api, api.call],
      suggestConditions,
      { query: { q: term.trim(), limit: String(limit), language } },
      { signal: controller.signal },
    );
    yield put(suggestionsLoaded({ term, items: answer.suggestions.slice(0, limit) }));
  } catch {
    if (!controller.signal.aborted) yield put(suggestionsFailed({ term }));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}
