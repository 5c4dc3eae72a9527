/*
 * The hero search form's rules ("Hero condition of interest", "Zip code (hero)" and the spec's
 * limits): what is valid, when suggestions start, and how a search travels in the
 * result page's hash (#q=<term>&zip=<zip>&<filters>&page=<n>).
 */
import { NO_TRIAL_FILTERS, parseTrialFilters, trialFilterParams, type TrialFilters } from './trial-filters';

/** The condition of interest is at most 50 characters. */
export const COI_INPUT_TEXT_LIMIT = 50;
export const ZIP_LENGTH = 5;
export const DEFAULT_LENGTH_TO_SUGGESTION = 3;
export const DEFAULT_TOTAL_SUGGESTION = 20;
export const DEFAULT_ZIP_REGEX = '^\\d{5}$';
/** The local storage key of the spec's "standalone-search-box". */
export const SEARCH_BOX_STORAGE_KEY = 'standalone-search-box';
export const SEARCH_RESULT_PATH = '/find-trials/search-result';
/** The trial search's landing page (the details page's 'not found' links back to it). */
export const FIND_TRIALS_PATH = '/find-trials';

export interface SearchFormSettings {
  isCOIRequired: boolean;
  coiInputTextLimit: number;
  lengthToSuggestion: number;
  isZipcodeRequired: boolean;
  zipcodeRegex?: string;
}

export type SearchFieldError = 'required' | 'format' | null;

/** Typed text within the limit (never more than the contract's 50). */
export function capCondition(value: string, limit: number): string {
  return value.slice(0, Math.max(0, Math.min(limit, COI_INPUT_TEXT_LIMIT)));
}

/** Digits only, at most 5 (a zip field that also refuses letters on paste). */
export function capZip(value: string): string {
  return value.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

/** Whitespace-only counts as empty. */
export function conditionError(
  value: string,
  settings: Pick<SearchFormSettings, 'isCOIRequired'>,
): SearchFieldError {
  return settings.isCOIRequired && value.trim() === '' ? 'required' : null;
}

function zipPattern(source: string | undefined): RegExp {
  try {
    return new RegExp(source && source.trim() !== '' ? source : DEFAULT_ZIP_REGEX);
  } catch {
    return new RegExp(DEFAULT_ZIP_REGEX);
  }
}

/** An empty optional zip is fine; a typed one must match the pattern. */
export function zipError(
  value: string,
  settings: Pick<SearchFormSettings, 'isZipcodeRequired' | 'zipcodeRegex'>,
): SearchFieldError {
  const zip = value.trim();
  if (zip === '') return settings.isZipcodeRequired ? 'required' : null;
  return zipPattern(settings.zipcodeRegex).test(zip) ? null : 'format';
}

/** Suggestions are asked for once the trimmed text reaches lengthToSuggestion characters. */
export function wantsSuggestions(value: string, lengthToSuggestion: number): boolean {
  return value.trim().length >= Math.max(1, lengthToSuggestion);
}

export interface SearchQuery {
  q: string;
  zip: string;
  page: number;
  filters: TrialFilters;
}

/**
 * '#q=migraine&zip=60611&status=recruiting&age=40&page=2' (zip, filters and page only when given;
 * the filters in trialFilterParams' stable order, so one search has one link).
 */
export function searchHash(query: Partial<SearchQuery> & { q: string }): string {
  const params = new URLSearchParams();
  params.set('q', query.q.trim());
  if (query.zip) params.set('zip', query.zip);
  for (const [name, value] of trialFilterParams(query.filters ?? NO_TRIAL_FILTERS)) params.set(name, value);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return `#${params.toString()}`;
}

/** The search a result page's hash asks for; anything unreadable falls back to the defaults. */
export function parseSearchHash(hash: string): SearchQuery {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const q = capCondition((params.get('q') ?? '').trim(), COI_INPUT_TEXT_LIMIT);
  const zip = params.get('zip') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q,
    zip: /^\d{5}$/.test(zip) ? zip : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    filters: parseTrialFilters((name) => params.get(name)),
  };
}

/** The same search: text, zip, page and every filter (an answer to another one is stale). */
export function sameSearch(a: SearchQuery | null, b: SearchQuery | null): boolean {
  if (a === null || b === null) return a === b;
  return a.q === b.q && a.zip === b.zip && a.page === b.page && sameFilters(a.filters, b.filters);
}

/** The same filters, whatever the order their lists were chosen in. */
export function sameFilters(a: TrialFilters, b: TrialFilters): boolean {
  return JSON.stringify(trialFilterParams(a)) === JSON.stringify(trialFilterParams(b));
}
