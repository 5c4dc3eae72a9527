/**
 * The spec's calls live at the site root (e.g. /Participant/Add, /api/...). Anything under these
 * prefixes is API: never answered with the SPA's index.html, and rate limited.
 */
export const API_PREFIXES = [
  '/api',
  '/Participant',
  '/Patient',
  '/Delegate',
  '/Prescreener',
  '/UCPM',
  '/SiteSelection',
  '/Send',
  '/HumanApi',
] as const;

/** The path part of a raw URL (no query string). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
