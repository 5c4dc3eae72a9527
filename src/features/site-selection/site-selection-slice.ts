import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';
import type { SearchOrigin } from '../../shared/contracts/site-selection';
import type { SiteInfo, SponsorConsent, YesNo } from '../../shared/contracts/site-info';
import type { PatientType } from '../../shared/domain/journey-roles';
import type { JourneyType } from '../../shared/domain/journey-types';
import { initialPanel, type SitePanel } from '../../shared/domain/sites/site-panels';
import { lazySlices } from '../../app/root-reducer';
import type { PendingCause } from '../../shared/outbox/pending-cause';
import { navigationDone } from '../journey/journey-ui-slice';
import { siteSelectionOpened } from './site-selection-events';

export { siteSelectionOpened };

/*
 * The site-selection page: the sites, the panel, list or map, the selected site {siteInfo, selectionType,
 * shouldInfoWindowVisible}, the consent popups, the loader and the errors. Not persisted: a reload searches
 * again; a confirmed choice that was not delivered yet lives on in the outbox.
 */

export type SelectionType = 'Partial' | 'Confirm';
export type ViewMode = 'list' | 'map';
export type ConsentPopup = 'ki-consent' | 'life-link';
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'offline' | 'failed';
/** saving → (saved-offline) → redirecting; failed puts the page back to choosing. */
export type ConfirmPhase = 'idle' | 'saving' | 'saved-offline' | 'redirecting';
export type SiteSelectionError = 'save-failed' | 'no-site-convenient-failed' | null;

/** The page that opened the widget, as the sagas need it. */
export interface SiteSelectionRef {
  studyKey: string;
  rootPath: string;
  siteSettingsId: string;
  tenantKey: string;
  journeyType: JourneyType;
  language: Language;
  patientType: PatientType;
  /** On the home page every open site of the study is listed (IsSiteDetailsForHomePage). */
  isHome: boolean;
}

export interface SelectedSite {
  siteInfo: SiteInfo | null;
  selectionType: SelectionType | null;
  shouldInfoWindowVisible: boolean;
}

export interface SiteSelectionState {
  ref: SiteSelectionRef | null;
  status: LoadStatus;
  sites: SiteInfo[];
  origin: SearchOrigin | null;
  sponsorConsent: SponsorConsent;
  /** The last zip searched (journey 01), '' for the contact form's zip. */
  zip: string;
  /** The searched zip when the geocoder did not know it (the view says so), else null. */
  unknownZip: string | null;
  panel: SitePanel;
  expanded: boolean;
  viewMode: ViewMode;
  selected: SelectedSite;
  /** The first visible site was highlighted for this list (it happens once). */
  highlighted: boolean;
  popup: ConsentPopup | null;
  loader: boolean;
  phase: ConfirmPhase;
  /** While saved-offline: 'server' when the server answered with errors (never called offline). */
  because?: PendingCause;
  error: SiteSelectionError;
  /** Bumped when the panel changes: the widget scrolls to its top. */
  scrollToTop: number;
}

const noSelection: SelectedSite = { siteInfo: null, selectionType: null, shouldInfoWindowVisible: false };

export const initialSiteSelectionState: SiteSelectionState = {
  ref: null,
  status: 'idle',
  sites: [],
  origin: null,
  sponsorConsent: { kiElementsConsent: false, lifeLinkConsent: null },
  zip: '',
  unknownZip: null,
  panel: 'groupOne',
  expanded: false,
  viewMode: 'list',
  selected: noSelection,
  highlighted: false,
  popup: null,
  loader: false,
  phase: 'idle',
  error: null,
  scrollToTop: 0,
};

export interface SitesLoadedPayload {
  sites: SiteInfo[];
  origin: SearchOrigin | null;
  sponsorConsent: SponsorConsent;
}

const findSite = (state: SiteSelectionState, siteCode: string) =>
  state.sites.find((site) => site.siteCode === siteCode) ?? null;

export const siteSelectionSlice = createSlice({
  name: 'siteSelection',
  initialState: initialSiteSelectionState,
  reducers: {
    siteSelectionClosed: () => initialSiteSelectionState,
    zipSearchSubmitted: (state, { payload }: PayloadAction<{ zip: string }>) => {
      state.zip = payload.zip;
      // What the last search found out about its zip is not about this one (its answer says anew).
      state.unknownZip = null;
    },
    sitesLoading: (state) => {
      state.status = 'loading';
    },
    sitesLoadOffline: (state) => {
      state.status = 'offline';
    },
    sitesLoadFailed: (state) => {
      state.status = 'failed';
    },
    sitesLoaded: (state, { payload }: PayloadAction<SitesLoadedPayload>) => {
      state.status = 'loaded';
      const unknown = state.zip !== '' && payload.origin === null;
      state.unknownZip = unknown ? state.zip : null;
      // An unknown zip brings no distances, only a fallback order: a list already sorted by
      // distance from a known zip is the more useful one, so it stays.
      if (unknown && state.origin !== null && state.sites.length > 0) return;
      state.sites = payload.sites;
      state.origin = payload.origin;
      state.sponsorConsent = payload.sponsorConsent;
      state.panel = initialPanel(payload.sites);
      state.expanded = false;
      state.selected = noSelection;
      state.highlighted = false;
    },
    /** Partial: the first visible site, once per list; only recorded, nothing is written. */
    firstSiteHighlighted: (state, { payload }: PayloadAction<{ siteCode: string }>) => {
      const site = findSite(state, payload.siteCode);
      if (state.highlighted || !site) return;
      state.highlighted = true;
      state.selected = { siteInfo: site, selectionType: 'Partial', shouldInfoWindowVisible: false };
    },
    panelChanged: (state, { payload }: PayloadAction<{ panel: SitePanel }>) => {
      state.panel = payload.panel;
      state.expanded = false;
      state.scrollToTop += 1;
    },
    viewMoreToggled: (state, { payload }: PayloadAction<{ expanded: boolean }>) => {
      state.expanded = payload.expanded;
      if (!payload.expanded) state.scrollToTop += 1;
    },
    viewModeChanged: (state, { payload }: PayloadAction<{ mode: ViewMode }>) => {
      state.viewMode = payload.mode;
    },
    /** A card or marker click selects Partial and opens the info window; the selected marker toggles it. */
    siteClicked: (state, { payload }: PayloadAction<{ siteCode: string; source: 'card' | 'marker' }>) => {
      const site = findSite(state, payload.siteCode);
      if (!site || state.phase !== 'idle') return;
      const same = state.selected.siteInfo?.siteCode === site.siteCode;
      if (same && payload.source === 'marker') {
        state.selected.shouldInfoWindowVisible = !state.selected.shouldInfoWindowVisible;
        return;
      }
      state.selected = { siteInfo: site, selectionType: 'Partial', shouldInfoWindowVisible: true };
    },
    mapClicked: (state) => {
      state.selected.shouldInfoWindowVisible = false;
    },
    /** The card's select button: Confirm; the saga runs the confirm flow. */
    siteConfirmRequested: (state, { payload }: PayloadAction<{ siteCode: string }>) => {
      const site = findSite(state, payload.siteCode);
      if (!site || state.phase !== 'idle') return;
      state.selected = { siteInfo: site, selectionType: 'Confirm', shouldInfoWindowVisible: false };
      state.error = null;
    },
    consentPopupShown: (state, { payload }: PayloadAction<{ popup: ConsentPopup }>) => {
      state.popup = payload.popup;
    },
    consentAnswered: (state, _action: PayloadAction<{ popup: ConsentPopup; answer: YesNo }>) => {
      state.popup = null;
    },
    /** The popup was closed without an answer: the choice is not confirmed. */
    consentDismissed: (state) => {
      state.popup = null;
      if (state.selected.selectionType === 'Confirm') state.selected.selectionType = 'Partial';
    },
    confirmPhaseChanged: (
      state,
      { payload }: PayloadAction<{ phase: ConfirmPhase; because?: PendingCause }>,
    ) => {
      state.phase = payload.phase;
      if (payload.phase === 'saved-offline' && payload.because) state.because = payload.because;
      else delete state.because;
      state.loader = payload.phase === 'saving' || payload.phase === 'redirecting';
    },
    /** "Site save failure": selection type and site code reset, loader hidden. */
    confirmFailed: (state) => {
      state.phase = 'idle';
      state.loader = false;
      state.popup = null;
      state.selected = noSelection;
      state.error = 'save-failed';
    },
    noSiteConvenientRequested: (state) => {
      state.error = null;
    },
    noSiteConvenientFailed: (state) => {
      state.loader = false;
      state.phase = 'idle';
      state.error = 'no-site-convenient-failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(siteSelectionOpened, (_state, { payload }) => ({
      ...initialSiteSelectionState,
      ref: payload,
    }));
    // 'redirecting' holds the page still until it is left. The router may keep it on screen while
    // the next page loads, and a quick Back then returns to it without a remount: it must answer.
    builder.addCase(navigationDone, (state) => {
      if (state.phase !== 'redirecting') return;
      state.phase = 'idle';
      state.loader = false;
    });
  },
});

export const {
  siteSelectionClosed,
  zipSearchSubmitted,
  sitesLoading,
  sitesLoadOffline,
  sitesLoadFailed,
  sitesLoaded,
  firstSiteHighlighted,
  panelChanged,
  viewMoreToggled,
  viewModeChanged,
  siteClicked,
  mapClicked,
  siteConfirmRequested,
  consentPopupShown,
  consentAnswered,
  consentDismissed,
  confirmPhaseChanged,
  confirmFailed,
  noSiteConvenientRequested,
  noSiteConvenientFailed,
} = siteSelectionSlice.actions;
export default siteSelectionSlice.reducer;

// Injected when this module loads: with the site-selection page (or its sagas), never on the
// pages before it.
lazySlices.inject(siteSelectionSlice);

/** "Try again" while a confirmed choice or a search waits for the connection. */
export const siteSelectionRetryRequested = createAction('siteSelection/retryRequested');

type WithSiteSelection = { siteSelection?: SiteSelectionState };
export const selectSiteSelection = (state: WithSiteSelection): SiteSelectionState =>
  state.siteSelection ?? initialSiteSelectionState;
