import { localizePath, type Language } from '../../shared/content-model/language';
import type { SavedSearch } from '../../shared/contracts/saved-searches';
import { SEARCH_RESULT_PATH, searchHash } from '../../shared/domain/trials/search-form-rules';
import { parseTrialFilters } from '../../shared/domain/trials/trial-filters';

/** The results page of a saved search: its text and zip, then its filters, in the page's hash. */
export function savedSearchHref(search: SavedSearch, language: Language): string {
  const given: Record<string, string> = search.filters;
  const filters = parseTrialFilters((name) => given[name]);
  return `${localizePath(SEARCH_RESULT_PATH, language)}${searchHash({ q: search.q, zip: search.zip, filters })}`;
}

/** How many filters a saved search sets. */
export function filterCount(search: SavedSearch): number {
  return Object.values(search.filters).filter((value) => value !== '').length;
}
