import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CheckParticipantResponse } from '../../shared/contracts/contact';
import type { ContactFormType, ContactValues } from '../../shared/domain/contact-form/contact-values';
import type { PendingCause } from '../../shared/outbox/pending-cause';
import { lazySlices } from '../../app/root-reducer';
import { contactFormOpened } from './contact-form-events';

export { contactFormOpened };

/**
 * The contact form on screen: which form, the participant check (debounced, the submit flow's step 1), the
 * consent found by the lookup, the submit pipeline's phase and the modal to show. Not persisted:
 * what must survive a reload (the values and the step the submission reached) is in the
 * contactSubmission slice (contact-submission-slice.ts), persisted encrypted.
 */

export type ContactModal =
  { kind: 'email-sent' } | { kind: 'custom-error'; hours: string } | { kind: 'patient-exists' };

/**
 * idle: nothing submitted; checking: the participant check of the submit; submitting: the writes
 * and the next steps; saved-offline: kept on this device, sent when the network returns;
 * redirecting: navigating to the next step; failed: the add-patient step failed (the person may
 * retry); aborted: the bot check could not run (the spec's silent abort).
 */
export type SubmitPhase =
  'idle' | 'checking' | 'submitting' | 'saved-offline' | 'redirecting' | 'failed' | 'aborted';

export interface ContactFormRef {
  /** The form's content key (= contactFormSettingsId of the submit payload). */
  key: string;
  formType: ContactFormType;
  studyKey: string;
  language: string;
}

export type CheckStatus = 'idle' | 'pending' | 'done' | 'failed';

export interface ContactFormState {
  form: ContactFormRef | null;
  check: { status: CheckStatus; response: CheckParticipantResponse | null };
  /** From the consent lookup after the adult check; cleared when the lookup fails. */
  consent: { primary: boolean; secondary: boolean } | null;
  /** step: the pipeline step in progress or last reached (see contact-submission-slice.ts). */
  submit: { phase: SubmitPhase; step: string | null; error: string | null; because?: PendingCause };
  modal: ContactModal | null;
}

const UNDER_WAY: readonly SubmitPhase[] = ['checking', 'submitting', 'saved-offline', 'redirecting'];
/** True while a submission is being carried out or waits for the network. */
export function isUnderWay(phase: SubmitPhase): boolean {
  return UNDER_WAY.includes(phase);
}

export const initialContactFormState: ContactFormState = {
  form: null,
  check: { status: 'idle', response: null },
  consent: null,
  submit: { phase: 'idle', step: null, error: null },
  modal: null,
};

export interface IdentityChangedPayload {
  email: string;
  firstName: string;
  lastName: string;
  day: string;
  month: string;
  year: string;
  /** True when the email, both names and the date-of-birth parts are all non-empty and valid. */
  valid: boolean;
}

export interface SubmitPhasePayload {
  phase: SubmitPhase;
  step?: string | null;
  error?: string | null;
  /** With saved-offline: why it waits ('server' when the server answered with errors). */
  because?: PendingCause;
}

export const contactFormSlice = createSlice({
  name: 'contactForm',
  initialState: initialContactFormState,
  reducers: {
    /** The form left the screen; a submission under way carries on (and keeps its phase). */
    contactFormClosed: (state) =>
      isUnderWay(state.submit.phase)
        ? { ...initialContactFormState, submit: state.submit }
        : initialContactFormState,
    /** Adult form: the email changed (the saga checks 3 s later, as the validation rules say). */
    emailChanged: (_state, _action: PayloadAction<{ email: string }>) => {},
    /** Caregiver / minor form: the email, names or date-of-birth parts changed. */
    identityChanged: (_state, _action: PayloadAction<IdentityChangedPayload>) => {},
    /** The form passed validation; values are the final-form values. */
    submitRequested: (state, _action: PayloadAction<{ values: ContactValues }>) => {
      state.modal = null;
      state.submit.error = null;
    },
    modalDismissed: (state) => {
      state.modal = null;
    },
    /** Patient-exists modal confirmed: deactivate the enrolment, clear cookies, reload home. */
    patientExistsConfirmed: (state) => {
      state.modal = null;
    },
    /** Email-sent modal: start over (terminate and go home). */
    emailSentStartOver: (state) => {
      state.modal = null;
    },
    /** Email-sent modal: done (close it; the person continues from the emailed link). */
    emailSentDone: (state) => {
      state.modal = null;
    },
    /** After a failure (or while saved offline) the person asks to try again now. */
    retrySubmitRequested: (state) => {
      state.submit.error = null;
    },

    // The sagas' own actions.
    checkStarted: (state) => {
      state.check.status = 'pending';
    },
    checkFinished: (state, { payload }: PayloadAction<{ response: CheckParticipantResponse | null }>) => {
      state.check = payload.response
        ? { status: 'done', response: payload.response }
        : { status: 'failed', response: state.check.response };
    },
    consentLoaded: (state, { payload }: PayloadAction<{ primary: boolean; secondary: boolean }>) => {
      state.consent = payload;
    },
    consentCleared: (state) => {
      state.consent = null;
    },
    submitPhaseChanged: (state, { payload }: PayloadAction<SubmitPhasePayload>) => {
      state.submit = {
        phase: payload.phase,
        step: payload.step === undefined ? state.submit.step : payload.step,
        error: payload.error ?? null,
        ...(payload.phase === 'saved-offline' && payload.because ? { because: payload.because } : {}),
      };
    },
    modalShown: (state, { payload }: PayloadAction<ContactModal>) => {
      state.modal = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(contactFormOpened, (state, { payload }) => {
      const sameForm = state.form?.key === payload.key && state.form.studyKey === payload.studyKey;
      state.form = payload;
      state.modal = null;
      if (!sameForm) {
        state.check = { status: 'idle', response: null };
        state.consent = null;
      }
      // A submission under way (e.g. resumed after a reload, before the page mounted) keeps its phase.
      if (!sameForm && !isUnderWay(state.submit.phase))
        state.submit = { phase: 'idle', step: null, error: null };
    });
  },
});

export const {
  contactFormClosed,
  emailChanged,
  identityChanged,
  submitRequested,
  modalDismissed,
  patientExistsConfirmed,
  emailSentStartOver,
  emailSentDone,
  retrySubmitRequested,
  checkStarted,
  checkFinished,
  consentLoaded,
  consentCleared,
  submitPhaseChanged,
  modalShown,
} = contactFormSlice.actions;
export default contactFormSlice.reducer;

// Injected when this module loads: with the contact-info page (or its sagas), never before.
lazySlices.inject(contactFormSlice);

type WithContactForm = { contactForm?: ContactFormState };

export const selectContactForm = (state: WithContactForm): ContactFormState =>
  state.contactForm ?? initialContactFormState;
export const selectContactFormRef = (state: WithContactForm) => selectContactForm(state).form;
export const selectContactCheck = (state: WithContactForm) => selectContactForm(state).check;
export const selectContactConsent = (state: WithContactForm) => selectContactForm(state).consent;
export const selectContactSubmit = (state: WithContactForm) => selectContactForm(state).submit;
export const selectContactModal = (state: WithContactForm) => selectContactForm(state).modal;
/** True while a submission is under way (the submit button is disabled). */
/** A submission under way, including one saved on this device and waiting for the network. */
export const selectSubmitBusy = (state: WithContactForm): boolean =>
  ['checking', 'submitting', 'saved-offline', 'redirecting'].includes(selectContactForm(state).submit.phase);
