/**
 * The app's own pages (not content): the router renders them itself, and the server never renders
 * them ahead (src/server/first-paint). Content paths, without the locale prefix.
 */
export const MAILBOX_PAGE_PATH = '/demo/mailbox';
export const KIOSK_STAFF_PAGE_PATH = '/kiosk';
/** A referred participant withdraws here, with the link of their confirmation mail (token in the fragment). */
export const WITHDRAW_PAGE_PATH = '/withdraw';
/** A saved search's alert mail links here to stop that search's alerts (token in the fragment). */
export const SAVED_SEARCH_ALERTS_PAGE_PATH = '/saved-search-alerts';

const APP_PAGE_PATHS: ReadonlySet<string> = new Set([
  MAILBOX_PAGE_PATH,
  KIOSK_STAFF_PAGE_PATH,
  WITHDRAW_PAGE_PATH,
  SAVED_SEARCH_ALERTS_PAGE_PATH,
]);

/** The study-team workspace: every address under it is the app's (its own lazy routes). */
export const STAFF_PAGES_PREFIX = '/staff';

export function isStaffPage(contentPath: string): boolean {
  return contentPath === STAFF_PAGES_PREFIX || contentPath.startsWith(`${STAFF_PAGES_PREFIX}/`);
}

export function isAppPage(contentPath: string): boolean {
  return APP_PAGE_PATHS.has(contentPath) || isStaffPage(contentPath);
}
