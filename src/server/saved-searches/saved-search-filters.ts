import type { z } from 'zod/mini';
import type { trialFilterQuery } from '../../shared/contracts/trials';
import {
  parseTrialFilters,
  trialFilterParams,
  type TrialFilters,
} from '../../shared/domain/trials/trial-filters';

/*
 * A saved search keeps its filters as their canonical parameters ('radius=25&status=recruiting'):
 * the same filters chosen in any order are the same saved search, and a stored value the
 * vocabulary no longer knows reads as "not filtered", as a shared link's would.
 */

/** The filters as the search call's query carries them. */
export type FilterQuery = z.output<z.ZodMiniObject<typeof trialFilterQuery>>;

const NAMES: ReadonlyArray<keyof FilterQuery> = [
  'radius',
  'status',
  'phase',
  'age',
  'sex',
  'healthy',
  'virtual',
];

/** The filters a call sent (absent ones not filtered), as stored. */
export function storedFilters(query: Partial<Record<string, string>> | undefined): string {
  const filters = parseTrialFilters((name) => query?.[name]);
  return new URLSearchParams(trialFilterParams(filters)).toString();
}

export function filtersOfStored(stored: string): TrialFilters {
  const params = new URLSearchParams(stored);
  return parseTrialFilters((name) => params.get(name));
}

/** The stored filters as the calls answer them: every filter's parameter, '' when not set. */
export function filterQueryOfStored(stored: string): FilterQuery {
  const set = new Map(trialFilterParams(filtersOfStored(stored)));
  // Each value came from trialFilterParams, so it is one the query schema takes.
  return Object.fromEntries(NAMES.map((name) => [name, set.get(name) ?? ''])) as FilterQuery;
}
