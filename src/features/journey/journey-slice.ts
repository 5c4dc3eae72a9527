import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';
import type { JourneyStatus } from '../../shared/domain/journey-status';
import type { ActiveEnrollment } from '../../shared/domain/journey-status';
import type { GuestType, PatientType } from '../../shared/domain/journey-roles';
import type { JourneyStep } from '../../shared/domain/journey-steps';
import { guestTypeAfter } from '../../shared/domain/journey-transitions';

export type JourneyType = '01' | '02' | '03';

/** The study a home page belongs to, as the layout call describes it. */
export interface HomePageStudy {
  key: string;
  tenantKey: string;
  journeyType: JourneyType;
  projectTherapeuticArea?: string;
  dataControllerOrg?: string;
}

export interface HomePageLoadedPayload {
  study: HomePageStudy | null;
  path: string;
  language: string;
  query: Record<string, string>;
}

/**
 * The visitor's journey through one study. Persisted (encrypted) so that a reload or a return
 * days later continues the same enrolment. This slice is the source of truth; the journey
 * cookies of the spec only mirror it (sagas/journey/journey-cookies.ts).
 */
export interface JourneyState {
  guestRef: string | null;
  studyKey: string | null;
  tenantKey: string | null;
  journeyType: JourneyType | null;
  enrollmentId: string | null;
  journeyStatus: JourneyStatus | null;
  journeyStep: JourneyStep | null;
  potentialId: string | null;
  sessionStartedAt: string | null;
  /** visitor until a journey is completed, then customer (never back). */
  guestType: GuestType;
  patientType: PatientType | null;
  browserId: string | null;
  isActiveEnrollment: ActiveEnrollment;
  /** The language the journey was made in: a returning visitor is offered resume only in it. */
  language: Language | null;
  /** The study's home path (locale-free): step URLs and "back home" are built on it. */
  rootPath: string | null;
  /** A resume link not yet answered (e.g. opened offline): retried when back online. */
  pendingResumeToken: string | null;
  /** After a resume the guest-id cookie waits 2 s; until then it keeps its old value. */
  guestRefCookieHeld: boolean;
  /**
   * The landing page's `?pn` (raw digits): the journey's later pages show that call-centre number
   * though their URLs no longer carry it. Absent until a landing page had one.
   */
  callCentrePn?: string;
}

export const initialJourneyState: JourneyState = {
  guestRef: null,
  studyKey: null,
  tenantKey: null,
  journeyType: null,
  enrollmentId: null,
  journeyStatus: null,
  journeyStep: null,
  potentialId: null,
  sessionStartedAt: null,
  guestType: 'visitor',
  patientType: null,
  browserId: null,
  isActiveEnrollment: 0,
  language: null,
  rootPath: null,
  pendingResumeToken: null,
  guestRefCookieHeld: false,
};

export interface JourneyStartedPayload {
  guestRef: string;
  enrollmentId: string;
  study: HomePageStudy;
  startedAt: string;
  browserId?: string;
  language?: Language;
  rootPath?: string;
}

/** What a confirmed resume link (or a refreshed returning visit) adopts. */
export interface JourneyResumedPayload {
  guestRef: string;
  enrollmentId: string;
  journeyType: JourneyType;
  journeyStatus: JourneyStatus;
  journeyStep: JourneyStep | null;
  potentialId: string | null;
  browserId: string | null;
  studyKey: string | null;
  tenantKey: string | null;
  patientType: PatientType | null;
  language: Language | null;
  rootPath: string | null;
}

export const journeySlice = createSlice({
  name: 'journey',
  initialState: initialJourneyState,
  reducers: {
    // An event the content page raises; the home-visit saga reacts to it. Its `?pn` is kept here
    // (not by the saga): the fewest bytes in code every home page loads.
    homePageLoaded: (state, { payload }: PayloadAction<HomePageLoadedPayload>) => {
      if (payload.query.pn) state.callCentrePn = payload.query.pn;
    },
    started: (state, { payload }: PayloadAction<JourneyStartedPayload>) => {
      state.guestRef = payload.guestRef;
      state.enrollmentId = payload.enrollmentId;
      state.studyKey = payload.study.key;
      state.tenantKey = payload.study.tenantKey;
      state.journeyType = payload.study.journeyType;
      state.journeyStatus = 'Partial';
      state.journeyStep = null;
      state.potentialId = null;
      state.sessionStartedAt = payload.startedAt;
      state.patientType = null;
      state.isActiveEnrollment = 0;
      state.guestType = state.guestType ?? 'visitor';
      state.browserId = payload.browserId ?? state.browserId ?? null;
      state.language = payload.language ?? null;
      state.rootPath = payload.rootPath ?? null;
    },
    potentialIdReceived: (
      state,
      { payload }: PayloadAction<{ enrollmentId: string; potentialId: string }>,
    ) => {
      if (state.enrollmentId === payload.enrollmentId) state.potentialId = payload.potentialId;
    },
    /** A page of the flow was reached; only an in-progress journey records its step. */
    stepReached: (state, { payload }: PayloadAction<{ enrollmentId: string; step: JourneyStep }>) => {
      if (state.enrollmentId === payload.enrollmentId && state.journeyStatus === 'Partial') {
        state.journeyStep = payload.step;
      }
    },
    patientTypeChosen: (
      state,
      { payload }: PayloadAction<{ enrollmentId: string; patientType: PatientType }>,
    ) => {
      if (state.enrollmentId === payload.enrollmentId) state.patientType = payload.patientType;
    },
    /** Placed in the page/study context where the journey is known (e.g. the language switched). */
    journeyContextUpdated: (
      state,
      { payload }: PayloadAction<{ enrollmentId: string; language?: Language; rootPath?: string }>,
    ) => {
      if (state.enrollmentId !== payload.enrollmentId) return;
      if (payload.language) state.language = payload.language;
      if (payload.rootPath) state.rootPath = payload.rootPath;
    },
    browserIdReceived: (state, { payload }: PayloadAction<{ browserId: string }>) => {
      state.browserId = payload.browserId;
    },
    /** An outcome page: Completed, the step cleared, this enrolment active, the guest a customer. */
    journeyCompleted: (state, { payload }: PayloadAction<{ enrollmentId: string }>) => {
      if (state.enrollmentId !== payload.enrollmentId) return;
      state.journeyStatus = 'Completed';
      state.journeyStep = null;
      state.isActiveEnrollment = 1;
      state.guestType = guestTypeAfter('Completed', state.guestType ?? 'visitor');
    },
    journeyResumed: (state, { payload }: PayloadAction<JourneyResumedPayload>) => {
      Object.assign(state, payload);
      state.guestType = guestTypeAfter(payload.journeyStatus, state.guestType ?? 'visitor');
      state.guestRefCookieHeld = true;
    },
    /** The returning visitor's details, refreshed from the server (FetchTAResuming…). */
    journeyRefreshed: (
      state,
      {
        payload,
      }: PayloadAction<{ enrollmentId: string; journeyStep: JourneyStep | null; potentialId: string | null }>,
    ) => {
      if (state.enrollmentId !== payload.enrollmentId) return;
      if (payload.journeyStep) state.journeyStep = payload.journeyStep;
      if (payload.potentialId) state.potentialId = payload.potentialId;
    },
    guestRefCookieReleased: (state) => {
      state.guestRefCookieHeld = false;
    },
    /**
     * Start over: the enrolment is forgotten; the guest reference and browser id too unless the
     * visitor is signed in.
     */
    journeyReset: (state, { payload }: PayloadAction<{ keepIdentity: boolean }>) => {
      const identity = payload.keepIdentity
        ? { guestRef: state.guestRef, browserId: state.browserId }
        : { guestRef: null, browserId: null };
      return { ...initialJourneyState, ...identity, guestType: state.guestType ?? 'visitor' };
    },
    resumeTokenReceived: (state, { payload }: PayloadAction<{ token: string }>) => {
      state.pendingResumeToken = payload.token;
    },
    resumeTokenSettled: (state) => {
      state.pendingResumeToken = null;
    },
  },
});

export const {
  homePageLoaded,
  started,
  potentialIdReceived,
  stepReached,
  patientTypeChosen,
  journeyContextUpdated,
  browserIdReceived,
  journeyCompleted,
  journeyResumed,
  journeyRefreshed,
  guestRefCookieReleased,
  journeyReset,
  resumeTokenReceived,
  resumeTokenSettled,
} = journeySlice.actions;
export default journeySlice.reducer;

const selectStoredJourney = (state: { journey: JourneyState }) => state.journey;

/**
 * The journey with every field present: a journey stored by an older build lacks the newer
 * fields, and redux-persist restores the stored object as it is.
 */
export const selectJourney = createSelector([selectStoredJourney], (journey): JourneyState => ({
  ...initialJourneyState,
  ...journey,
}));

/** A journey continues on the same study while it is still Partial; otherwise a new enrolment starts. */
export function canContinueJourney(journey: JourneyState, studyKey: string): boolean {
  return (
    journey.studyKey === studyKey && journey.enrollmentId !== null && journey.journeyStatus === 'Partial'
  );
}
