import { browserApi, browserIsOnline, waitForWindowOnline } from '../shared/browser-effects';
import type { ServiceDefaults } from '../shared/saga-services';

/** The fetch's real services (in its lazy chunk; the page's inlined answer is the entry's). */
export const siteSettingsDefaults = {
  api: () => browserApi,
  isOnline: () => browserIsOnline,
  waitForOnline: () => waitForWindowOnline,
} satisfies ServiceDefaults;
