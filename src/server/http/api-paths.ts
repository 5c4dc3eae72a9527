import { posix } from 'node:path';

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

/** The path part of a raw URL (no query string), exactly as the client wrote it. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

const ENCODED_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

function decodeRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    // Not UTF-8: the router refuses such an address with 400 before any route is chosen.
    return run;
  }
}

/**
 * The path the router and the static file server act on: the router matches `/%50articipant/Add`
 * as `/Participant/Add`, and the file server sends `/%73creener.html` as screener.html. Every rule
 * keyed on a path (rate limits, the screener's framing, API or page) keys on this form, so no
 * spelling of an address escapes the rule of the address it reaches. Decoded once, as the router
 * does (a double-encoded `%2573` reaches nothing but `%73`), then `//`, `.` and `..` segments are
 * resolved as the file server would before choosing a file.
 */
export function normalisedPath(url: string): string {
  const decoded = pathOf(url).replace(ENCODED_RUN, decodeRun);
  return posix.normalize(decoded.startsWith('/') ? decoded : `/${decoded}`);
}

export function isApiPath(url: string): boolean {
  const path = normalisedPath(url);
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
