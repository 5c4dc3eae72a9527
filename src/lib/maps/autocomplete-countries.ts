import { autocompleteCountries as countriesOfSite } from '../../shared/domain/contact-form/address-zip-match';

/**
 * Autocomplete is restricted to the site country plus, for the US, the US territory codes (the rule lives in
 * the contact-form domain). Google accepts at most five countries per restriction, so the list is cut there
 * (the US and its four most populous territories; American Samoa, last in the list, is left out).
 */
export const MAX_AUTOCOMPLETE_COUNTRIES = 5;

export function autocompleteCountries(siteCountry: string): string[] {
  return countriesOfSite(siteCountry).slice(0, MAX_AUTOCOMPLETE_COUNTRIES);
}
