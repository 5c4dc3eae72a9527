/** Which requests the service worker treats how: pure, so it is unit-tested without Workbox. */

/** Paths the API server answers (the same prefixes vite's dev proxy forwards). */
const API_PREFIXES =
  /^\/(api|Participant|Patient|Delegate|Prescreener|UCPM|SiteSelection|Send|HumanApi|healthz)(\/|$)/;
/** A last segment with an extension (robots.txt, a PDF, screener.html) is a file, not a page. */
const FILE_LIKE = /\/[^/]+\.[a-z0-9]+$/i;

/** True for the routes the single-page app renders, which the app shell can open offline. */
export function isAppRoute(pathname: string): boolean {
  return !API_PREFIXES.test(pathname) && !FILE_LIKE.test(pathname);
}

/** Public content and site settings: the only API answers ever cached (nothing personal). */
const CONTENT_PATHS = [
  /^\/api\/layout$/,
  /^\/api\/cr-context-data$/,
  /^\/api\/content-graph\//,
  // The questionnaire's definition: public content, so the screener works offline once seen.
  /^\/api\/content\/screener$/,
  // The states, time-zone and condition lists of the contact forms: public, so a form opened
  // again offline still offers its dropdowns.
  /^\/api\/lists\//,
  // Which pages and content a study's visitor may open next (the offline warm-up's list).
  /^\/api\/study-pages$/,
];

export function isContentCall(method: string, pathname: string, sameOrigin: boolean): boolean {
  return sameOrigin && method === 'GET' && CONTENT_PATHS.some((path) => path.test(pathname));
}

/**
 * The trial search and a trial's details: public content (no personal data; saved trials go by
 * POST and are never cached), network-first so an answer is fresh when online and the last one
 * seen stays readable offline.
 */
const TRIAL_READ_PATHS = [/^\/api\/trials\/Search$/, /^\/api\/trials\/Details$/];

export function isTrialReadCall(method: string, pathname: string, sameOrigin: boolean): boolean {
  return sameOrigin && method === 'GET' && TRIAL_READ_PATHS.some((path) => path.test(pathname));
}

/**
 * The site list of an enrolment's site-selection page. Not public content (it is asked for with
 * the person's zip and protocols), so it goes to PERSONAL_READS_CACHE, which is wiped between
 * people; network-first, so a page opened again offline still lists the sites it listed.
 */
const PERSONAL_READ_PATHS = [/^\/api\/sites\/Search$/];

export function isPersonalReadCall(method: string, pathname: string, sameOrigin: boolean): boolean {
  return sameOrigin && method === 'GET' && PERSONAL_READ_PATHS.some((path) => path.test(pathname));
}
