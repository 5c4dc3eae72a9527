import { useEffect } from 'react';
import {
  selectSiteSettingsEntry,
  siteSettingsRequested,
  type SiteSettingsEntry,
} from '../features/site-settings/site-settings-slice';
import { peekInitialAnswer } from '../lib/initial-answers';
import type { Language } from '../shared/content-model/language';
import type { SiteSettings } from '../shared/content-model/site-settings';
import { getContextData } from '../shared/contracts/content';
import { contextDataAnswerKey } from '../shared/contracts/initial-answers';
import { useApi } from './api-context';
import { useAppDispatch, useAppSelector } from './hooks';
import { cachedAnswer } from './use-api-query';

/**
 * The site settings of `language` from the store, asked for (never fetched here: the
 * site-settings saga does). Until the store has them (the first render, before the sagas run)
 * the answer inlined in the page stands in (on the server: the one its render was primed with),
 * so the browser's first render is the server's markup.
 */
export function useSiteSettings(language: Language): SiteSettingsEntry {
  const dispatch = useAppDispatch();
  const client = useApi();
  const entry = useAppSelector((state) => selectSiteSettingsEntry(state, language));
  useEffect(() => {
    dispatch(siteSettingsRequested({ language }));
  }, [dispatch, language]);
  if (entry?.status === 'ready') return entry;
  const key = contextDataAnswerKey(language);
  const inlined =
    peekInitialAnswer(getContextData, key) ?? (cachedAnswer(client, key) as SiteSettings | undefined);
  return inlined ? { status: 'ready', data: inlined } : (entry ?? { status: 'loading' });
}
