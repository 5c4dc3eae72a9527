import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactValues } from '../../shared/domain/contact-form/contact-values';
import type { SiteSettings } from '../../shared/content-model/site-settings';
import type { JourneyType } from '../../shared/content-model/study';
import type { GuestType } from '../../shared/domain/journey-roles';
import { protocolsOf, screenerStatusOf, type ScreenerStatus } from '../../shared/domain/screener-status';
import { completed } from '../screener/screener-events';
import type { ContactFormRef } from './contact-form-slice';

/**
 * A contact-form submission in progress (the submit flow's steps 1–5), PERSISTED encrypted
 * (src/app/persist.ts) so that a reload, a closed tab or a lost connection continues it from the step it
 * reached. The idempotency keys of its writes are made once, when the person submits, and reused on every
 * replay: a step repeated after a reload is answered by the server's idempotency record, never performed
 * twice. Cleared when the pipeline ends (redirect, modal, abort).
 */

/** The pipeline's steps in order; `reached` is the last one completed. */
export const CONTACT_STEPS = [
  'submitted',
  'checked',
  'identified',
  'bot-checked',
  'customer-data-saved',
  'patient-added',
  'next-steps-fetched',
  'journey-step-set',
  'site-saved',
  'life-link-done',
  'welcome-sms-sent',
  'mailing-list-added',
  'redirected',
] as const;
export type ContactStep = (typeof CONTACT_STEPS)[number];

/** The writes of a submission, each with its own idempotency key. */
export const CONTACT_WRITES = [
  'check',
  'potentialParticipantId',
  'customerData',
  'patient',
  'siteDetails',
  'lifeLink',
  'lifeLinkUrl',
  'sms',
  'mailingList',
] as const;
export type ContactWrite = (typeof CONTACT_WRITES)[number];

/** What a step learnt that a later step needs (kept so a resumed run need not ask again). */
export interface ContactStepResults {
  check?: {
    showResumeEmailModal: boolean;
    isReturningUser: boolean;
    potentialParticipantId: string | null;
    browserId: string | null;
    showCustomErrorMessageModel: boolean;
    showPatientExistModel: boolean;
  };
  token?: string;
  clientIp?: string;
  nextSteps?: {
    nextStepUrl: string;
    isVirtual: boolean;
    isPostTOLL: boolean;
    /** The first site of the answer (the virtual site, the life-link site). */
    site: { siteCode: string; protocol: string; isLifeLinkEnabled: boolean } | null;
  };
  /** The post-TOLL life-link URL ('' when none was returned). */
  lifeLinkUrl?: string;
}

/** What the pipeline needs from the journey and the site settings, as they were at the submit. */
export interface SubmissionContext {
  tenantKey: string;
  journeyType: JourneyType;
  guestType: GuestType;
  /** The study's home path (locale-free). */
  rootPath: string;
  siteSettingsId: string;
  siteName: string;
  baseUrl: string;
  returningUserTimeInterval: number;
  returningUserTimeValue: SiteSettings['returningUserTimeValue'];
  /** EnableGoogleRecaptcha. */
  botCheckEnabled: boolean;
  smsEnabled: boolean;
  sendMailingList: boolean;
  retainQueryParams: string[];
  removeQueryParams: string[];
  studyName: string;
  screener: ScreenerResult | null;
  /**
   * A signed-in member's profile as the pipeline needs it (the spec's "Profile (for prefill)"): the
   * conditions and communities sent with the patient, the welcome-SMS flags. Optional: a submission
   * persisted on this device by an older build carries none.
   */
  profile?: SubmissionProfile | null;
}

export interface SubmissionProfile {
  conditions: string[];
  communities: string[];
  isWelcomeSmsSent: boolean;
  migrated: boolean;
}

export interface ContactSubmission {
  id: string;
  form: ContactFormRef;
  /** The contact-info page's content path (locale-free) and query when submitted. */
  path: string;
  query: Record<string, string>;
  guestRef: string;
  enrollmentId: string;
  potentialId: string | null;
  context: SubmissionContext;
  values: ContactValues;
  keys: Record<ContactWrite, string>;
  reached: ContactStep;
  results: ContactStepResults;
  /** Customer data or a patient was stored for this enrolment (the email-sent modal no longer applies). */
  saved: boolean;
  /** The add-patient step failed for good; a retry starts the pipeline at that step again. */
  failed: boolean;
  submittedAt: string;
}

/**
 * The screener result the contact form and its checks need (qualified protocols, status, zip,
 * date of birth), kept from the screener's completion so it outlives a reload on the
 * contact-info page.
 */
export interface ScreenerResult {
  status: ScreenerStatus;
  protocols: string[];
  zipCode: string;
  dob: { day: string; month: string; year: string };
}

export interface ContactSubmissionState {
  current: ContactSubmission | null;
  screener: ScreenerResult | null;
  /** Enrolments whose contact details were saved (the submit flow's email-sent modal no longer applies). */
  savedEnrollments: string[];
}

export const initialContactSubmissionState: ContactSubmissionState = {
  current: null,
  screener: null,
  savedEnrollments: [],
};

export const contactSubmissionSlice = createSlice({
  name: 'contactSubmission',
  initialState: initialContactSubmissionState,
  reducers: {
    submissionStarted: (state, { payload }: PayloadAction<ContactSubmission>) => {
      state.current = payload;
    },
    /** A step completed; its results merged. Steps never go back. */
    stepCompleted: (
      state,
      {
        payload,
      }: PayloadAction<{ id: string; step: ContactStep; results?: ContactStepResults; saved?: boolean }>,
    ) => {
      const current = state.current;
      if (!current || current.id !== payload.id) return;
      if (CONTACT_STEPS.indexOf(payload.step) > CONTACT_STEPS.indexOf(current.reached))
        current.reached = payload.step;
      if (payload.results) current.results = { ...current.results, ...payload.results };
      if (payload.saved) {
        current.saved = true;
        state.savedEnrollments = [
          ...(state.savedEnrollments ?? []).filter((id) => id !== current.enrollmentId),
          current.enrollmentId,
        ].slice(-20);
      }
      current.failed = false;
    },
    /** A retry after a failure starts with fresh keys for the failed write. */
    submissionFailed: (
      state,
      { payload }: PayloadAction<{ id: string; freshKeys?: Partial<Record<ContactWrite, string>> }>,
    ) => {
      if (!state.current || state.current.id !== payload.id) return;
      state.current.failed = true;
      state.current.keys = { ...state.current.keys, ...payload.freshKeys };
    },
    submissionEnded: (state, { payload }: PayloadAction<{ id: string }>) => {
      if (state.current?.id === payload.id) state.current = null;
    },
    /**
     * The resume window ended (sagas/personal-data/personal-data-expiry): the submission's values go. Its writes
     * are already outbox entries (encrypted, delivered on their own), so nothing is lost.
     */
    contactSubmissionExpired: (state, { payload }: PayloadAction<{ before: string }>) => {
      const submittedAt = state.current ? Date.parse(state.current.submittedAt) : NaN;
      if (state.current && !(submittedAt >= Date.parse(payload.before))) state.current = null;
    },
    /**
     * A journey resumed by link on this device: what the server knows of it replaces what this
     * device kept of another journey (the questionnaire result; that contact details were given).
     */
    resumedJourneyRestored: (
      state,
      {
        payload,
      }: PayloadAction<{ enrollmentId: string; screener: ScreenerResult | null; contactGiven: boolean }>,
    ) => {
      state.screener = payload.screener;
      if (payload.contactGiven) {
        const saved = (state.savedEnrollments ?? []).filter((id) => id !== payload.enrollmentId);
        state.savedEnrollments = [...saved, payload.enrollmentId].slice(-20);
      }
    },
    /** Start over: the previous journey's screener answers (date of birth, zip) are forgotten. */
    screenerResultForgotten: (state) => {
      state.screener = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(completed, (state, { payload }) => {
      state.screener = {
        status: screenerStatusOf(payload),
        protocols: protocolsOf(payload),
        zipCode: payload.zipCode ?? '',
        dob: { day: payload.d ?? '', month: payload.m ?? '', year: payload.y ?? '' },
      };
    });
  },
});

export const {
  submissionStarted,
  stepCompleted,
  submissionFailed,
  submissionEnded,
  contactSubmissionExpired,
  resumedJourneyRestored,
  screenerResultForgotten,
} = contactSubmissionSlice.actions;
export default contactSubmissionSlice.reducer;

type WithSubmission = { contactSubmission: ContactSubmissionState };

// The slice is persisted and restored whole (autoMergeLevel1): a state stored before a field
// existed comes back without it, hence the fallbacks.
export const selectContactSubmission = (state: WithSubmission): ContactSubmission | null =>
  state.contactSubmission.current ?? null;
export const selectScreenerResult = (state: WithSubmission): ScreenerResult | null =>
  state.contactSubmission.screener ?? null;
export const selectSavedEnrollments = (state: WithSubmission): string[] =>
  state.contactSubmission.savedEnrollments ?? [];

/** True when `step` was completed by the submission. */
export function hasReached(submission: ContactSubmission, step: ContactStep): boolean {
  return CONTACT_STEPS.indexOf(submission.reached) >= CONTACT_STEPS.indexOf(step);
}
