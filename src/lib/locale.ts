import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../shared/content-model/language';

/**
 * Locales of the site (a /{locale} prefix for non-default locales). English is the default and has no prefix.
 * The codes are the content model's languages.
 */
export const LOCALES = LANGUAGE_CODES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function normalisePath(path: string): string {
  if (path === '') return '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/** '/es/find-trials' → { locale: 'es', path: '/find-trials' }; '/find-trials' → { locale: 'en', … }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const path = normalisePath(pathname);
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  const candidate = match?.[1];
  if (candidate && candidate !== DEFAULT_LOCALE && isLocale(candidate)) {
    return { locale: candidate, path: match?.[2] && match[2] !== '' ? match[2] : '/' };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/** The inverse of splitLocale: withLocale('/x', 'es') → '/es/x', withLocale('/', 'es') → '/es'. */
export function withLocale(path: string, locale: Locale): string {
  const clean = splitLocale(path).path;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
