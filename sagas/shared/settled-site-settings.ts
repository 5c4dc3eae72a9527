import { put, select, take } from 'redux-saga/effects';
import {
  selectSiteSettings,
  selectSiteSettingsEntry,
  siteSettingsFailed,
  siteSettingsReceived,
  siteSettingsRequested,
  type SiteSettingsEntry,
} from '../../src/features/site-settings/site-settings-slice';
import type { Language } from '../../src/shared/content-model/language';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';

/**
 * The site settings, however long they take: the current ones when there are some, else those
 * of `language` once the site-settings saga has them (asked for, so tried again after a
 * failure); null when that load fails.
 */
export function* settledSiteSettings(language: Language) {
  const current: SiteSettings | null = yield select(selectSiteSettings);
  if (current) return current;
  yield put(siteSettingsRequested({ language }));
  while (true) {
    const entry: SiteSettingsEntry | undefined = yield select(selectSiteSettingsEntry, language);
    if (entry?.status === 'ready') return entry.data;
    if (entry?.status === 'error') return null;
    yield take([siteSettingsReceived.type, siteSettingsFailed.type]);
  }
}
