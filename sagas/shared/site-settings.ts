import { call, race, select, take } from 'redux-saga/effects';
import {
  selectSiteSettings,
  siteSettingsReceived,
} from '../../src/features/site-settings/site-settings-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { delay } from '../../src/lib/clock';

/** How long a saga waits for the site settings the site-settings saga is loading anyway. */
export const SETTINGS_WAIT_MS = 2_000;

/**
 * The site settings (GET /api/cr-context-data, loaded by sagas/site-settings for the page's
 * language). Waits briefly when they are not there yet; null when they do not come.
 */
export function* awaitSiteSettings() {
  const current: SiteSettings | null = yield select(selectSiteSettings);
  if (current) return current;
  const { received }: { received?: ReturnType<typeof siteSettingsReceived> } = yield race({
    received: take(siteSettingsReceived.type),
    timeout: call(delay, SETTINGS_WAIT_MS),
  });
  return received?.payload ?? null;
}
