import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SiteInfo, SponsorConsent } from '../../shared/contracts/site-info';
import type { GuestType } from '../../shared/domain/journey-roles';
import type { ConsentAnswers } from '../../shared/domain/sites/confirm-flow';
import { contactSubmissionExpired, screenerResultForgotten } from '../contact-form/contact-submission-slice';
import type { SiteSelectionRef } from './site-selection-slice';

/**
 * A confirmed site choice under way: the site save, the data extension, the next step, the
 * appointment status and the way on (success page or life-link). PERSISTED encrypted
 * (src/app/persist.ts) so that a reload or a lost connection continues the whole flow where it
 * stopped, and the page shows the choice as made meanwhile. Each write's idempotency key is made
 * once, when the person confirms, and reused on every replay. Cleared when the flow ends.
 */

/** The flow's steps in order; `reached` is the last one completed. */
export const CONFIRM_STEPS = [
  'confirmed',
  'site-saved',
  'extension-queued',
  'next-steps-fetched',
  'appointment-queued',
] as const;
export type ConfirmStep = (typeof CONFIRM_STEPS)[number];

/** What the confirm flow knows about the choice: the page, the enrolment and the site. */
export interface ConfirmContext {
  ref: SiteSelectionRef;
  site: SiteInfo;
  sponsor: SponsorConsent;
  enrollmentId: string;
  tenantKey: string;
  potentialId: string | null;
  guestRef: string | null;
  guestType: GuestType;
  /** The page's query string ('' or '?a=b'), carried to the life-link request. */
  search: string;
  /** The popups' answers; null for a popup not shown. */
  answers: ConsentAnswers;
}

/** The next step as the server answered it (what the rest of the flow needs of it). */
export interface ConfirmNextStep {
  nextStepUrl: string;
  isPostTOLL: boolean;
  appointmentStatus: string;
}

export interface SiteConfirmation {
  id: string;
  ctx: ConfirmContext;
  keys: { site: string; dataExtension: string; integrationAttempt: string; appointmentStatus: string };
  reached: ConfirmStep;
  next: ConfirmNextStep | null;
  confirmedAt: string;
}

export interface SiteConfirmationState {
  current: SiteConfirmation | null;
}

export const initialSiteConfirmationState: SiteConfirmationState = { current: null };

export const siteConfirmationSlice = createSlice({
  name: 'siteConfirmation',
  initialState: initialSiteConfirmationState,
  reducers: {
    siteConfirmationStarted: (state, { payload }: PayloadAction<SiteConfirmation>) => {
      state.current = payload;
    },
    /** A step completed; steps never go back. */
    siteConfirmationStepCompleted: (
      state,
      { payload }: PayloadAction<{ id: string; step: ConfirmStep; next?: ConfirmNextStep }>,
    ) => {
      const current = state.current;
      if (!current || current.id !== payload.id) return;
      if (CONFIRM_STEPS.indexOf(payload.step) > CONFIRM_STEPS.indexOf(current.reached))
        current.reached = payload.step;
      if (payload.next) current.next = payload.next;
    },
    siteConfirmationEnded: (state, { payload }: PayloadAction<{ id: string }>) => {
      if (state.current?.id === payload.id) state.current = null;
    },
  },
  extraReducers: (builder) => {
    // The resume window ended: its writes are outbox entries already (delivered on their own).
    builder.addCase(contactSubmissionExpired, (state, { payload }) => {
      const at = state.current ? Date.parse(state.current.confirmedAt) : NaN;
      if (state.current && !(at >= Date.parse(payload.before))) state.current = null;
    });
    // Start over: the previous journey's choice is forgotten with its screener answers.
    builder.addCase(screenerResultForgotten, (state) => {
      state.current = null;
    });
  },
});

export const { siteConfirmationStarted, siteConfirmationStepCompleted, siteConfirmationEnded } =
  siteConfirmationSlice.actions;
export default siteConfirmationSlice.reducer;

type WithConfirmation = { siteConfirmation: SiteConfirmationState };

// The slice is persisted and restored whole (autoMergeLevel1): a stored state may lack `current`.
export const selectSiteConfirmation = (state: WithConfirmation): SiteConfirmation | null =>
  state.siteConfirmation.current ?? null;
