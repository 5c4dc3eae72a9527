import { SEARCH_BOX_STORAGE_KEY } from '../../shared/domain/trials/search-form-rules';

/*
 * "Hero search form": on submit the value and analytics are stored in local storage under the
 * standalone-search-box key (another page or a tag manager reads them). The analytics object is the search
 * event as it happened: the term, the zip, where it started and when. Storage can be refused (private mode,
 * quota): the search still goes ahead.
 */
export interface StandaloneSearchBox {
  value: string;
  zip: string;
  analytics: {
    event: 'trial-search';
    searchTerm: string;
    zipCode: string;
    source: string;
    searchedAt: string;
  };
}

export function standaloneSearchBox(
  value: string,
  zip: string,
  source: string,
  at: Date,
): StandaloneSearchBox {
  return {
    value,
    zip,
    analytics: {
      event: 'trial-search',
      searchTerm: value,
      zipCode: zip,
      source,
      searchedAt: at.toISOString(),
    },
  };
}

export function storeSearchBox(entry: StandaloneSearchBox): void {
  try {
    window.localStorage.setItem(SEARCH_BOX_STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // refused: see above
  }
}
