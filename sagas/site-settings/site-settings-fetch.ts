import { call, put, race, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import {
  siteSettingsFailed,
  siteSettingsReceived,
  siteSettingsRequested,
} from '../../src/features/site-settings/site-settings-slice';
import { isOfflineFailure } from '../../src/lib/api-client';
import type { Language } from '../../src/shared/content-model/language';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { getContextData } from '../../src/shared/contracts/content';
import { provideDefaults, services } from '../shared/saga-services';
import { siteSettingsDefaults } from './site-settings-defaults';

const isRequestFor = (language: Language) => (action: Action) =>
  siteSettingsRequested.match(action) && action.payload.language === language;

/**
 * GET /api/cr-context-data for one language, until it answers. A failure is stored (offline or
 * not) and tried again when the browser is back online or a page asks again, as the layout's
 * query did: nothing is tried again by itself.
 */
export function* fetchSiteSettings(language: Language) {
  yield* provideDefaults(siteSettingsDefaults);
  const { api, isOnline, waitForOnline } = yield* services('api', 'isOnline', 'waitForOnline');
  while (true) {
    try {
      const settings: SiteSettings = yield call([api, api.call], getContextData, { query: { language } });
      yield put(siteSettingsReceived(settings));
      return;
    } catch (error) {
      yield put(siteSettingsFailed({ language, offline: isOfflineFailure(error, isOnline()) }));
    }
    yield race({ online: call(waitForOnline), again: take(isRequestFor(language)) });
  }
}
