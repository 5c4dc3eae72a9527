/**
 * The app's own pages (not content): the router renders them itself, and the server never renders
 * them ahead (src/server/first-paint). Content paths, without the locale prefix.
 */
export const MAILBOX_PAGE_PATH = '/demo/mailbox';
export const KIOSK_STAFF_PAGE_PATH = '/kiosk';

const APP_PAGE_PATHS: ReadonlySet<string> = new Set([MAILBOX_PAGE_PATH, KIOSK_STAFF_PAGE_PATH]);

export function isAppPage(contentPath: string): boolean {
  return APP_PAGE_PATHS.has(contentPath);
}
