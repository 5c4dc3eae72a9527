import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';
import type { StudySettings } from '../../shared/content-model/study';
import { splitLocalePath } from '../../shared/content-model/language';
import type { LayoutResponse } from '../../shared/contracts/content';
import type { PatientType } from '../../shared/domain/journey-roles';
import type { PendingCause } from '../../shared/outbox/pending-cause';

// Sagas may import slices only: the preview check is offered here too.
export { isPreviewMode } from '../../shared/domain/preview-mode';

/**
 * What the journey shows right now: popups, the home-page loader, navigation the sagas ask
 * for. Deliberately NOT persisted (a reload must not re-open a popup whose cause is gone); the
 * persisted facts live in journey-slice.ts.
 */

/** One view of a content page, as the journey sagas need it. */
export interface JourneyPageView {
  /** The content path, without the locale prefix: '/asthma-study/adult'. */
  path: string;
  locale: Language;
  /** '' or '?a=b'. */
  search: string;
  hash: string;
  found: boolean;
  isHome: boolean;
  isOutcome: boolean;
  study: StudySettings | null;
  /** Changes with every history entry, so a reload or a new visit is a new view. */
  viewKey: string;
}

/**
 * The view the content page raises for a layout at a router location (`key` changes with every
 * history entry, so a reload or a new visit is a new view).
 */
export function journeyPageViewOf(
  layout: LayoutResponse,
  location: { pathname: string; search: string; hash: string; key: string },
): JourneyPageView {
  const { language, path: raw } = splitLocalePath(location.pathname);
  const path = raw.replace(/\/+$/, '') || '/';
  return {
    path,
    locale: language,
    search: location.search,
    hash: location.hash,
    found: layout.found,
    isHome: layout.found && layout.page.flags.isHome,
    isOutcome: layout.found && layout.page.flags.isOutcome,
    study: layout.study,
    viewKey: `${location.key}:${language}:${path}`,
  };
}

export type JourneyPopupKind =
  'resume-journey' | 'completed' | 'terminated' | 'expired' | 'resume-or-start-over';

export type ResumeLinkRequestStatus = 'idle' | 'saving' | 'sent' | 'queued' | 'failed';

export interface JourneyNavigation {
  /** A browser path (locale prefix included) with its query string. */
  to: string;
  replace: boolean;
  id: number;
}

export interface JourneyUiState {
  page: JourneyPageView | null;
  loader: boolean;
  popup: JourneyPopupKind | null;
  /** A resume lookup waits for the connection: the person is told so. */
  resumeOffline: boolean;
  /** A start over or resume is being carried out: the popup's buttons are disabled. */
  busy: boolean;
  navigation: JourneyNavigation | null;
  resumeLinkRequest: ResumeLinkRequestStatus;
  /** While the resume-link request is queued: 'server' when the server answered with errors. */
  resumeLinkRequestBecause?: PendingCause;
  /** No sign-in exists yet (registration is a later issue): always false for now. */
  session: { signedIn: boolean };
}

export const initialJourneyUiState: JourneyUiState = {
  page: null,
  loader: false,
  popup: null,
  resumeOffline: false,
  busy: false,
  navigation: null,
  resumeLinkRequest: 'idle',
  session: { signedIn: false },
};

export const journeyUiSlice = createSlice({
  name: 'journeyUi',
  initialState: initialJourneyUiState,
  reducers: {
    pageViewed: (state, { payload }: PayloadAction<JourneyPageView>) => {
      state.page = payload;
    },
    loaderShown: (state) => {
      state.loader = true;
    },
    loaderHidden: (state) => {
      state.loader = false;
    },
    popupOpened: (state, { payload }: PayloadAction<{ kind: JourneyPopupKind }>) => {
      state.popup = payload.kind;
      state.busy = false;
    },
    popupClosed: (state) => {
      state.popup = null;
      state.busy = false;
    },
    busyChanged: (state, { payload }: PayloadAction<{ busy: boolean }>) => {
      state.busy = payload.busy;
    },
    resumeOfflineChanged: (state, { payload }: PayloadAction<{ offline: boolean }>) => {
      state.resumeOffline = payload.offline;
    },
    navigationRequested: (state, { payload }: PayloadAction<{ to: string; replace?: boolean }>) => {
      state.navigation = {
        to: payload.to,
        replace: payload.replace ?? false,
        id: (state.navigation?.id ?? 0) + 1,
      };
    },
    navigationDone: (state, { payload }: PayloadAction<{ id: number }>) => {
      if (state.navigation?.id === payload.id) state.navigation = null;
    },
    resumeLinkRequestChanged: (
      state,
      { payload }: PayloadAction<{ status: ResumeLinkRequestStatus; because?: PendingCause }>,
    ) => {
      state.resumeLinkRequest = payload.status;
      if (payload.status === 'queued' && payload.because) state.resumeLinkRequestBecause = payload.because;
      else delete state.resumeLinkRequestBecause;
    },
    sessionChanged: (state, { payload }: PayloadAction<{ signedIn: boolean }>) => {
      state.session.signedIn = payload.signedIn;
    },
  },
});

export const {
  pageViewed,
  loaderShown,
  loaderHidden,
  popupOpened,
  popupClosed,
  busyChanged,
  resumeOfflineChanged,
  navigationRequested,
  navigationDone,
  resumeLinkRequestChanged,
  sessionChanged,
} = journeyUiSlice.actions;
export default journeyUiSlice.reducer;

// Events from the popups and widgets; the journey sagas carry them out.
/** (a) The person confirmed the resume-journey modal. */
export const resumeConfirmed = createAction('journeyUi/resumeConfirmed');
/** The returning visitor chose to resume. */
export const resumeChosen = createAction('journeyUi/resumeChosen');
/** The returning visitor chose to start over. */
export const startOverChosen = createAction('journeyUi/startOverChosen');
/** "Email me a link to continue later". */
export const resumeLinkRequested = createAction<{ email: string }>('journeyUi/resumeLinkRequested');
/** The participant-type question's Next: report the type, then go to its link. */
export const participantTypeSubmitted = createAction<{ patientType: PatientType; link: string }>(
  'journeyUi/participantTypeSubmitted',
);

type WithUi = { journeyUi: JourneyUiState };

export const selectJourneyUi = (state: WithUi): JourneyUiState => state.journeyUi;
export const selectJourneyPage = (state: WithUi) => selectJourneyUi(state).page;
export const selectSignedIn = (state: WithUi) => selectJourneyUi(state).session.signedIn;
