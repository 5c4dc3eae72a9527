import { localizePath, type Language } from '../../shared/content-model/language';
import type { SavedSearch } from '../../shared/contracts/saved-searches';
import { SEARCH_RESULT_PATH, searchHash } from '../../shared/domain/trials/search-form-rules';

/** The results page of a saved search: its text and zip, then its filters, in the page's hash. */
export function savedSearchHref(search: SavedSearch, language: Language): string {
  const filters = new URLSearchParams(Object.entries(search.filters).filter(([, value]) => value !== ''));
  const extra = filters.toString();
  return `${localizePath(SEARCH_RESULT_PATH, language)}${searchHash(search)}${extra ? `&${extra}` : ''}`;
}

/** How many filters a saved search sets. */
export function filterCount(search: SavedSearch): number {
  return Object.values(search.filters).filter((value) => value !== '').length;
}
