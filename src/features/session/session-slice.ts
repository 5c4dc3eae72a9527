import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/*
 * Who is signed in on this tab, and the sign-in, expired-link and idle popups' state. The
 * session token itself never enters the store: it lives in sessionStorage under
 * myProfileVerificationToken and only sagas read it (sagas/shared/profile-token.ts).
 * This slice is not persisted: a reload starts from the stored token's check.
 */

/** 'unknown' until the stored token (if any) was checked at start. */
export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';
export type SignOutReason = 'user' | 'idle' | 'invalidToken';
/** Which mailed link a token came in: My Profile's myProfileToken or a community's communityToken. */
export type LinkPurpose = 'myProfile' | 'community';

/** The profile modal's Resend is hidden once this many mails were sent. */
export const PROFILE_MAIL_LIMIT = 3;

/** The profile modal's steps: enter the email, 'email sent', and 'email sent again'. */
export type ProfileModalStep = 'closed' | 'enterEmail' | 'sent' | 'resend';
/** The email check's state: the two refusals are shown on the email field. */
export type EmailCheckState = 'idle' | 'checking' | 'notFound' | 'failed';
/** EmailExists' outcome: 'unanswered' is a network failure, swallowed. */
export type EmailCheckResult = 'exists' | 'notFound' | 'failed' | 'unanswered';

export interface ProfileModalState {
  step: ProfileModalStep;
  /** The address being signed in (memory only, for the sent modals and the resend). */
  email: string;
  check: EmailCheckState;
  /** Mails sent since the modal opened; Resend is hidden from 3. */
  sentCount: number;
}

export interface SessionState {
  status: SessionStatus;
  /** From VerifyProfile or the profile; null when unknown. Drives the verification banner. */
  isVerifiedEmail: boolean | null;
  profileModal: ProfileModalState;
  /**
   * The question a mailed link asks before it is used ("Continue"), for the link waiting for it.
   * Loading a page never uses a link: mail scanners load pages and run their scripts.
   */
  linkContinue: LinkPurpose | null;
  /** The expired-link popup, for the link that was refused. */
  expiredLink: LinkPurpose | null;
  /** The idle prompt, open until the person chooses; signOutAt is an epoch time in ms. */
  idlePrompt: { signOutAt: number } | null;
}

const closedModal: ProfileModalState = { step: 'closed', email: '', check: 'idle', sentCount: 0 };

const initialState: SessionState = {
  status: 'unknown',
  isVerifiedEmail: null,
  profileModal: closedModal,
  linkContinue: null,
  expiredLink: null,
  idlePrompt: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A session token was stored (registration, VerifyProfile, or a valid token at start). */
    signedIn: (state, action: PayloadAction<{ isVerifiedEmail: boolean | null }>) => {
      state.status = 'signedIn';
      state.isVerifiedEmail = action.payload.isVerifiedEmail;
      state.profileModal = closedModal;
    },
    emailVerificationKnown: (state, action: PayloadAction<{ isVerifiedEmail: boolean }>) => {
      state.isVerifiedEmail = action.payload.isVerifiedEmail;
    },
    /** The person (or the idle timer, or a failed token check) asked to sign out. */
    signOutRequested: (state, _action: PayloadAction<{ reason: SignOutReason }>) => {
      state.idlePrompt = null;
    },
    /** Everything the spec's "Sign out" lists was cleared (or the stored token was refused). */
    signedOut: () => ({ ...initialState, status: 'signedOut' }) as SessionState,
    /**
     * Opens the profile modal (sign-in by emailed link) for a signed-out visitor: the header's
     * my-profile item, the footer's manage-my-profile link, links with class open-profile-modal.
     */
    profileModalOpened: (state, _action: PayloadAction<{ from: 'header' | 'footer' | 'link' | 'page' }>) => {
      state.profileModal = { ...closedModal, step: 'enterEmail' };
    },
    profileEmailSubmitted: (state, action: PayloadAction<{ email: string }>) => {
      state.profileModal.email = action.payload.email.trim();
      state.profileModal.check = 'checking';
    },
    profileEmailChecked: (state, action: PayloadAction<{ result: EmailCheckResult }>) => {
      const { result } = action.payload;
      if (result === 'exists') state.profileModal.step = 'sent';
      state.profileModal.check = result === 'notFound' || result === 'failed' ? result : 'idle';
    },
    /** The person edits the address: the server's refusal no longer applies. */
    profileEmailEdited: (state) => {
      if (state.profileModal.check !== 'checking') state.profileModal.check = 'idle';
    },
    /** A mail was asked for (first send or resend): the spec's send counter. */
    profileEmailSent: (state) => {
      state.profileModal.sentCount += 1;
    },
    /** Resend (from either sent modal): the resend modal opens and the mail goes again. */
    profileResendRequested: (state) => {
      if (state.profileModal.step !== 'closed') state.profileModal.step = 'resend';
    },
    /** Done, close or Sign up: every profile modal closes and the counter resets. */
    profileModalClosed: (state) => {
      state.profileModal = closedModal;
    },
    /** A mailed link was opened: it waits for the person's Continue. */
    linkContinueShown: (state, action: PayloadAction<{ purpose: LinkPurpose }>) => {
      state.linkContinue = action.payload.purpose;
    },
    /** The person pressed Continue: now, and only now, the link is used. */
    linkContinued: (state) => {
      state.linkContinue = null;
    },
    /** Closed without continuing: the link stays unused (the mail can open it again). */
    linkContinueDismissed: (state) => {
      state.linkContinue = null;
    },
    expiredLinkShown: (state, action: PayloadAction<{ purpose: LinkPurpose }>) => {
      state.expiredLink = action.payload.purpose;
    },
    expiredLinkClosed: (state) => {
      state.expiredLink = null;
    },
    idlePromptOpened: (state, action: PayloadAction<{ signOutAt: number }>) => {
      state.idlePrompt = { signOutAt: action.payload.signOutAt };
    },
    idlePromptClosed: (state) => {
      state.idlePrompt = null;
    },
    /** The idle prompt's Continue: the session goes on. */
    idleContinued: (state) => {
      state.idlePrompt = null;
    },
  },
});

export const {
  signedIn,
  emailVerificationKnown,
  signOutRequested,
  signedOut,
  profileModalOpened,
  profileEmailSubmitted,
  profileEmailChecked,
  profileEmailEdited,
  profileEmailSent,
  profileResendRequested,
  profileModalClosed,
  linkContinueShown,
  linkContinued,
  linkContinueDismissed,
  expiredLinkShown,
  expiredLinkClosed,
  idlePromptOpened,
  idlePromptClosed,
  idleContinued,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectIsSignedIn = (state: WithSession) => state.session.status === 'signedIn';
export const selectIsVerifiedEmail = (state: WithSession) => state.session.isVerifiedEmail;
export const selectProfileModal = (state: WithSession) => state.session.profileModal;
export const selectLinkContinue = (state: WithSession) => state.session.linkContinue;
export const selectExpiredLink = (state: WithSession) => state.session.expiredLink;
export const selectIdlePrompt = (state: WithSession) => state.session.idlePrompt;
/** True while any of the session's popups is open (the host then loads their chunk). */
export const selectSessionPopupOpen = (state: WithSession) =>
  state.session.profileModal.step !== 'closed' ||
  state.session.linkContinue !== null ||
  state.session.expiredLink !== null ||
  state.session.idlePrompt !== null;

export default sessionSlice.reducer;
