import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsentGroup } from '../../shared/content-model/form';
import type { Language } from '../../shared/content-model/language';
import {
  emptyRegistrationData,
  startDone,
  withCompletedStep,
  type RegistrationData,
} from '../../shared/domain/registration/registration-data';
import type { ThankYouTextKind } from '../../shared/domain/registration/thank-you-rules';
import { isRegistrationPath, type WizardStep } from '../../shared/domain/registration/wizard-steps';
import type { PendingCause } from '../../shared/outbox/pending-cause';
import { pageViewed } from '../journey/journey-ui-slice';

/*
 * The registration ("Registration start", "Registration wizard", "Thank-you page", the
 * registration state and its transitions): the wizard's state, the start's email check, the
 * submission and the thank-you page. In memory; the wizard copies the state into the persisted,
 * encrypted drafts slice so that a reload keeps it. Any page that is neither a wizard step nor
 * the thank-you page resets it.
 */

export type StartStatus = 'idle' | 'checking' | 'exists';
/** sent: delivered and registered; queued: waiting in the outbox (offline). */
export type SubmitStatus = 'idle' | 'submitting' | 'sent' | 'queued' | 'emailExists' | 'failed';
export type ChangeEmailStatus = 'idle' | 'checking' | 'exists' | 'changed';

export interface ThankYouState {
  /** The loading overlay: 3 s on load, and while a mail call runs. */
  overlay: boolean;
  resendCount: number;
  text: ThankYouTextKind;
  /** The address after a change (it replaces the one the profile gives). */
  changedEmail: string | null;
  changeEmail: ChangeEmailStatus;
}

export interface RegistrationState {
  data: RegistrationData;
  /** The stored copy was read (or there was none): the wizard may show its values. */
  restored: boolean;
  start: StartStatus;
  submit: SubmitStatus;
  /** While queued: 'server' when the server answered with errors (never called offline). */
  submitBecause?: PendingCause;
  thankYou: ThankYouState;
  /** Raised when the scroll to #cr-registration is due (the start's section performs it). */
  scrollRequest: number;
}

const initialThankYou: ThankYouState = {
  overlay: true,
  resendCount: 0,
  text: 'thankYou',
  changedEmail: null,
  changeEmail: 'idle',
};

const initialState: RegistrationState = {
  data: emptyRegistrationData(),
  restored: false,
  start: 'idle',
  submit: 'idle',
  thankYou: initialThankYou,
  scrollRequest: 0,
};

/**
 * A step's values already merged into the state by the wizard (step-values.ts runs in the
 * wizard's chunk: the store, loaded on every page, stays free of the rules).
 */
export interface StepPayload {
  step: WizardStep;
  data: RegistrationData;
}

export interface StartSubmittedPayload {
  email: string;
  agree: boolean;
  /** The browser path to continue to: locale prefix and the current query included. */
  to: string;
}

/** What the submission needs from the last step's content and page. */
export interface SubmittedPayload extends StepPayload {
  language: Language;
  search: string;
  consentGroups: ConsentGroup[];
  mailingListId?: string;
  contactType?: string;
}

export interface MailRequestPayload {
  language: Language;
  mailIdList?: string;
}

function reset(state: RegistrationState): RegistrationState {
  return { ...initialState, restored: true, scrollRequest: state.scrollRequest };
}

export const registrationSlice = createSlice({
  name: 'registration',
  initialState,
  reducers: {
    /** The drafts copy read back; an in-memory start (the email just checked) wins over it. */
    registrationRestored: (state, { payload }: PayloadAction<{ data: RegistrationData | null }>) => {
      if (payload.data && !startDone(state.data)) state.data = payload.data;
      state.restored = true;
    },
    registrationStartSubmitted: (state, _action: PayloadAction<StartSubmittedPayload>) => {
      state.start = 'checking';
    },
    registrationStartEmailExists: (state) => {
      state.start = 'exists';
    },
    registrationStartEdited: (state) => {
      state.start = 'idle';
    },
    registrationStartCompleted: (
      state,
      { payload }: PayloadAction<{ email: string; agree: boolean; guestRef: string }>,
    ) => {
      state.data.registration = { email: payload.email, agree: payload.agree };
      state.data.guestRef = payload.guestRef;
      state.start = 'idle';
      state.restored = true;
    },
    /** Back, or typing on a step: the step's values are kept, the step is not marked complete. */
    wizardStepLeft: (state, { payload }: PayloadAction<StepPayload>) => {
      state.data = payload.data;
    },
    /** Next with valid values. */
    wizardStepCompleted: (state, { payload }: PayloadAction<StepPayload>) => {
      state.data = withCompletedStep(payload.data, payload.step);
    },
    /** The last step's Next: its values saved, then the saga submits. */
    registrationSubmitted: (state, { payload }: PayloadAction<SubmittedPayload>) => {
      state.data = withCompletedStep(payload.data, payload.step);
      state.submit = 'submitting';
    },
    registrationSubmitSettled: (
      state,
      { payload }: PayloadAction<{ status: SubmitStatus; because?: PendingCause }>,
    ) => {
      state.submit = payload.status;
      if (payload.status === 'queued' && payload.because) state.submitBecause = payload.because;
      else delete state.submitBecause;
    },
    registrationReset: (state) => reset(state),
    /** The profile modal's sign-up button, or a page opened at #cr-registration. */
    registrationAnchorRequested: () => undefined,
    registrationScrollDue: (state) => {
      state.scrollRequest += 1;
    },
    thankYouOpened: (state) => {
      state.thankYou = { ...initialThankYou, changedEmail: state.thankYou.changedEmail };
    },
    thankYouOverlayEnded: (state) => {
      state.thankYou.overlay = false;
    },
    resendRequested: (state, _action: PayloadAction<MailRequestPayload & { email: string }>) => {
      state.thankYou.overlay = true;
    },
    resendDone: (state) => {
      state.thankYou.overlay = false;
      state.thankYou.resendCount += 1;
      state.thankYou.text = 'resend';
    },
    changeEmailRequested: (
      state,
      _action: PayloadAction<MailRequestPayload & { currentEmail: string; newEmail: string }>,
    ) => {
      state.thankYou.overlay = true;
      state.thankYou.changeEmail = 'checking';
    },
    /** The address exists, or the lookup failed (which counts as existing). */
    changeEmailRejected: (state) => {
      state.thankYou.overlay = false;
      state.thankYou.changeEmail = 'exists';
    },
    /** A network failure of the change itself: silent, the overlay ends. */
    changeEmailFailed: (state) => {
      state.thankYou.overlay = false;
      state.thankYou.changeEmail = 'idle';
    },
    changeEmailDismissed: (state) => {
      state.thankYou.changeEmail = 'idle';
    },
    emailChanged: (state, { payload }: PayloadAction<{ email: string }>) => {
      state.data.registration.email = payload.email;
      state.thankYou = {
        ...state.thankYou,
        overlay: false,
        resendCount: 0,
        text: 'update',
        changedEmail: payload.email,
        changeEmail: 'changed',
      };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(pageViewed, (state, { payload }) =>
      isRegistrationPath(payload.path) ? state : reset(state),
    );
  },
});

export const {
  registrationRestored,
  registrationStartSubmitted,
  registrationStartEmailExists,
  registrationStartEdited,
  registrationStartCompleted,
  wizardStepLeft,
  wizardStepCompleted,
  registrationSubmitted,
  registrationSubmitSettled,
  registrationReset,
  registrationAnchorRequested,
  registrationScrollDue,
  thankYouOpened,
  thankYouOverlayEnded,
  resendRequested,
  resendDone,
  changeEmailRequested,
  changeEmailRejected,
  changeEmailFailed,
  changeEmailDismissed,
  emailChanged,
} = registrationSlice.actions;

type WithRegistration = { registration: RegistrationState };
export const selectRegistration = (state: WithRegistration) => state.registration;
export const selectRegistrationData = (state: WithRegistration) => state.registration.data;
export const selectThankYou = (state: WithRegistration) => state.registration.thankYou;

export default registrationSlice.reducer;
