import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';
import type { SiteSettings } from '../../shared/content-model/site-settings';

/**
 * The site settings (GET /api/cr-context-data) of each language a page asked for: the one place
 * every component and saga reads them from. Only the site-settings saga (sagas/site-settings/)
 * fetches them; components ask with `siteSettingsRequested` (src/app/use-site-settings.ts). They
 * describe the site, not the person: kept when personal data is cleared, never persisted.
 */
export type SiteSettingsEntry =
  { status: 'loading' } | { status: 'ready'; data: SiteSettings } | { status: 'error'; offline: boolean };

export interface SiteSettingsState {
  /** The language last asked for (the page's). */
  asked: Language | null;
  /** The language of the settings the sagas read: the last one asked for whose settings came. */
  current: Language | null;
  byLanguage: Partial<Record<Language, SiteSettingsEntry>>;
}

const initialState: SiteSettingsState = { asked: null, current: null, byLanguage: {} };

export const siteSettingsSlice = createSlice({
  name: 'siteSettings',
  initialState,
  // Short keys, so the action types stay short in the home page's code: 'siteSettings/requested'.
  reducers: {
    /**
     * A page in `language` needs the settings (its first render, a change of language), or a saga
     * waits for them: loading unless they are there; after a failure, loading again (the saga
     * tries again on a new ask).
     */
    requested: (state, { payload }: PayloadAction<{ language: Language }>) => {
      state.asked = payload.language;
      if (state.byLanguage[payload.language]?.status !== 'ready') {
        state.byLanguage[payload.language] = { status: 'loading' };
      }
    },
    /** The settings of their language came (or, for a language loaded before, are current again). */
    received: (state, { payload }: PayloadAction<SiteSettings>) => {
      state.byLanguage[payload.language] = { status: 'ready', data: payload };
      if (state.asked === null || state.asked === payload.language) state.current = payload.language;
    },
    failed: (state, { payload }: PayloadAction<{ language: Language; offline: boolean }>) => {
      state.byLanguage[payload.language] = { status: 'error', offline: payload.offline };
    },
  },
});

export const {
  requested: siteSettingsRequested,
  received: siteSettingsReceived,
  failed: siteSettingsFailed,
} = siteSettingsSlice.actions;
export default siteSettingsSlice.reducer;

type WithSettings = { siteSettings?: SiteSettingsState };

// Tolerant of stores without this slice (component tests build minimal stores).
export const selectSiteSettingsState = (state: WithSettings): SiteSettingsState =>
  state.siteSettings ?? initialState;

export const selectSiteSettingsEntry = (state: WithSettings, language: Language) =>
  selectSiteSettingsState(state).byLanguage[language];

/** The settings of the page's language; the previous language's while a new one loads. */
export const selectSiteSettings = (state: WithSettings): SiteSettings | null => {
  const { current, byLanguage } = selectSiteSettingsState(state);
  const entry = current ? byLanguage[current] : undefined;
  return entry?.status === 'ready' ? entry.data : null;
};
