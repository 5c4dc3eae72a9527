import { call, fork, put, select, take } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  selectSiteSettingsState,
  siteSettingsReceived,
  siteSettingsRequested,
  type SiteSettingsState,
} from '../../src/features/site-settings/site-settings-slice';
import { peekInitialAnswer } from '../../src/lib/initial-answers';
import type { Language } from '../../src/shared/content-model/language';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { getContextData } from '../../src/shared/contracts/content';
import { contextDataAnswerKey } from '../../src/shared/contracts/initial-answers';
import { importChunk } from '../shared/import-chunk';
import { provideDefaults, service } from '../shared/saga-services';
import type { fetchSiteSettings } from './site-settings-fetch';

type FetchChunk = { fetchSiteSettings: typeof fetchSiteSettings };

/**
 * One language's settings: the answer the server inlined in the page when there is one (no
 * request), else the fetch, a lazy chunk: a page whose settings were inlined never downloads it.
 */
export function* loadSiteSettings(language: Language) {
  const inlined = (yield* service('inlinedSiteSettings'))(language);
  if (inlined) {
    yield put(siteSettingsReceived(inlined));
    return;
  }
  const chunk: FetchChunk = yield call(importChunk, () => import('./site-settings-fetch'));
  yield call(chunk.fetchSiteSettings, language);
}

/**
 * The one owner of the site settings: loads those of each language a page asks for (its first
 * render, a change of language, a saga waiting for them) once, and keeps them in the siteSettings
 * slice for every component and saga to select.
 */
export function* siteSettingsSaga() {
  // Read, not used up: the first render reads the same answer until the store has it.
  yield* provideDefaults({
    inlinedSiteSettings: () => (language: Language) =>
      peekInitialAnswer(getContextData, contextDataAnswerKey(language)) as SiteSettings | undefined,
  });
  // A load runs until its settings came (a failed fetch waits to try again): one per language.
  // Not the state alone: while the page hydrates, the store holds what is dispatched
  // (src/app/store.ts), a load's answer behind the asks that came before it.
  const loading = new Set<Language>();
  // Asked for before the sagas started (a first render while the stored state came back).
  const before: SiteSettingsState = yield select(selectSiteSettingsState);
  const early = Object.keys(before.byLanguage) as Language[];
  while (true) {
    // Nothing here waits (a load is forked, never called): no ask is missed between two takes.
    const language =
      early.shift() ??
      ((yield take(siteSettingsRequested.type)) as PayloadAction<{ language: Language }>).payload.language;
    const { current, byLanguage }: SiteSettingsState = yield select(selectSiteSettingsState);
    const entry = byLanguage[language];
    if (entry?.status === 'ready') {
      // Loaded before (the page's language changed back): current again, and the sagas that
      // follow the settings hear of it.
      if (current !== language) yield put(siteSettingsReceived(entry.data));
    } else if (!loading.has(language)) {
      loading.add(language);
      yield fork(loadSiteSettings, language);
    }
  }
}
