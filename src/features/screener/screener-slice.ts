import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';
import type { StudySettings } from '../../shared/content-model/study';
import type { PatientType } from '../../shared/domain/journey-roles';
import { FRAME_INITIAL_HEIGHT, frameHeightFor } from '../../shared/domain/screener-frame-height';
import type { QuestionInfo } from '../../shared/domain/screener-messages';
import type { CarriedAnswers } from '../../shared/domain/screener-routing';
import { lazySlices } from '../../app/root-reducer';
import { completed, frameOpened } from './screener-events';

export { completed, frameOpened };

/** The latest multi-condition hop: where it led, from which condition, with which answers. */
export interface MultiConditionHop {
  toPath: string;
  fromCondition: string;
  carried: CarriedAnswers;
}

/** The study fields the screener flow needs (from the page's layout answer). */
export type ScreenerStudy = Pick<
  StudySettings,
  | 'key'
  | 'rootPath'
  | 'journeyType'
  | 'tenantKey'
  | 'protocols'
  | 'enableMultiCondition'
  | 'nextConditionStudyPaths'
  | 'siteSettingsId'
  | 'protocolSettingsId'
  | 'siteCount'
  | 'acceptsMinors'
> & { screenerKey: string };

/** The questionnaire the page shows now. */
export interface ScreenerFrame {
  study: ScreenerStudy;
  patientType: PatientType;
  language: Language;
  enrollmentId: string;
  /** The page's query parameters (invited site / protocol, journeyId, utm…). */
  query: Record<string, string>;
}

export type ScreenerPhase = 'idle' | 'answering' | 'routing' | 'done';

/**
 * The embedded questionnaire's state. Not persisted: it describes the frame on screen; what must
 * survive (the prescreener record, the output) is in the outbox the moment it exists.
 */
export interface ScreenerState {
  frame: ScreenerFrame | null;
  /** The iframe's height: reported height + 30, never below 400. */
  height: number;
  phase: ScreenerPhase;
  /** The screener response of an enrolment, passed back to the frame as snc. */
  response: { enrollmentId: string; responseId: string } | null;
  /** The response whose Prescreener/Add was queued (one per response). */
  recordedResponseId: string | null;
  /**
   * Multi-condition hops made in this chain, the study paths already tried, and the latest hop
   * (the next study's questionnaire explains it and starts with its carried answers).
   */
  multiCondition: { hops: number; tried: string[]; lastHop: MultiConditionHop | null };
  /** Prefilled answers for signed-in members (date of birth, zip, gender); none without a profile. */
  prefill: { dob?: string; zip?: string; gender?: string } | null;
  /**
   * The next step could not be fetched: offline, the server answered with an error ('server',
   * never called offline), or it failed otherwise. Shown with a retry.
   */
  routingError: 'offline' | 'server' | 'failed' | null;
  /**
   * The enrolment whose questionnaire the sagas listen to. The questionnaire is shown only then:
   * its last answer is a message, and a message sent before anyone listens is lost.
   */
  listeningFor: string | null;
}

export const initialScreenerState: ScreenerState = {
  frame: null,
  height: FRAME_INITIAL_HEIGHT,
  phase: 'idle',
  response: null,
  recordedResponseId: null,
  multiCondition: { hops: 0, tried: [], lastHop: null },
  prefill: null,
  routingError: null,
  listeningFor: null,
};

export const screenerSlice = createSlice({
  name: 'screener',
  initialState: initialScreenerState,
  reducers: {
    frameClosed: (state) => {
      state.frame = null;
      state.phase = 'idle';
      state.listeningFor = null;
    },
    frameListening: (state, { payload }: PayloadAction<{ enrollmentId: string }>) => {
      state.listeningFor = payload.enrollmentId;
    },
    heightReported: (state, { payload }: PayloadAction<{ height: number }>) => {
      state.height = frameHeightFor(payload.height);
    },
    questionAnswered: (state, { payload }: PayloadAction<QuestionInfo & { enrollmentId: string }>) => {
      state.response = { enrollmentId: payload.enrollmentId, responseId: payload.responseId };
    },
    recordRequested: (state, { payload }: PayloadAction<{ responseId: string }>) => {
      state.recordedResponseId = payload.responseId;
    },
    routed: (state) => {
      state.phase = 'done';
      state.routingError = null;
    },
    routingFailed: (state, { payload }: PayloadAction<{ offline: boolean; server?: boolean }>) => {
      state.routingError = payload.offline ? 'offline' : payload.server ? 'server' : 'failed';
    },
    routingRetryRequested: (state) => {
      state.routingError = null;
    },
    multiConditionHopped: (
      state,
      { payload }: PayloadAction<{ hops: number; fromPath: string; hop?: MultiConditionHop }>,
    ) => {
      state.multiCondition.hops = payload.hops;
      state.multiCondition.lastHop = payload.hop ?? null;
      if (!state.multiCondition.tried.includes(payload.fromPath))
        state.multiCondition.tried.push(payload.fromPath);
    },
    prefillReceived: (state, { payload }: PayloadAction<ScreenerState['prefill']>) => {
      state.prefill = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(frameOpened, (state, { payload }) => {
        state.frame = payload;
        state.height = FRAME_INITIAL_HEIGHT;
        state.phase = 'answering';
        state.routingError = null;
      })
      .addCase(completed, (state) => {
        state.phase = 'routing';
      });
  },
});

export const {
  frameClosed,
  frameListening,
  heightReported,
  questionAnswered,
  recordRequested,
  routed,
  routingFailed,
  routingRetryRequested,
  multiConditionHopped,
  prefillReceived,
} = screenerSlice.actions;
export default screenerSlice.reducer;

// Injected when this module loads: with the pre-screener page (or its sagas), never before.
lazySlices.inject(screenerSlice);

type WithScreener = { screener?: ScreenerState };

export const selectScreener = (state: WithScreener): ScreenerState => state.screener ?? initialScreenerState;
export const selectScreenerHeight = (state: WithScreener) => selectScreener(state).height;
export const selectScreenerFrame = (state: WithScreener) => selectScreener(state).frame;

/** The hop that led to this study's questionnaire, if the visitor arrived by one. */
export const selectHopInto = (state: WithScreener, rootPath: string): MultiConditionHop | null => {
  const hop = selectScreener(state).multiCondition.lastHop;
  return hop && hop.toPath === rootPath ? hop : null;
};
