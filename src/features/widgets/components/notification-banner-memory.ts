/**
 * A closed notification banner stays closed for the browser session (sessionStorage: a new tab
 * or a new session shows it again). Storage can be unavailable (private modes, quotas): then
 * the close lasts as long as the page.
 */
const PREFIX = 'notification-banner-closed:';
const closedInPage = new Set<string>();

/** A stable key for a banner: its content key, else a short hash of its text. */
export function bannerMemoryKey(bannerKey: string | undefined, text: string): string {
  if (bannerKey) return bannerKey;
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  }
  return `text-${(hash >>> 0).toString(36)}`;
}

export function isBannerClosed(key: string): boolean {
  if (closedInPage.has(key)) return true;
  try {
    return window.sessionStorage.getItem(PREFIX + key) === '1';
  } catch {
    return false;
  }
}

export function rememberBannerClosed(key: string): void {
  closedInPage.add(key);
  try {
    window.sessionStorage.setItem(PREFIX + key, '1');
  } catch {
    // Storage refused: the in-page memory above still hides it until the next load.
  }
}

/** Test hook. */
export function forgetClosedBannersForTests(): void {
  closedInPage.clear();
}
