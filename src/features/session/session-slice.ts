import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/*
 * Who is signed in on this tab (registration-profile.md §6). The session token itself never
 * enters the store (which is persisted): it lives in sessionStorage under
 * myProfileVerificationToken and only sagas read it (sagas/profile-token.ts).
 */

/** 'unknown' until the stored token (if any) was checked at start. */
export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';
export type SignOutReason = 'user' | 'idle' | 'invalidToken';

export interface SessionState {
  status: SessionStatus;
  /** From VerifyProfile or the profile; null when unknown. Drives the verification banner. */
  isVerifiedEmail: boolean | null;
}

const initialState: SessionState = { status: 'unknown', isVerifiedEmail: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A session token was stored (registration, VerifyProfile, or a valid token at start). */
    signedIn: (state, action: PayloadAction<{ isVerifiedEmail: boolean | null }>) => {
      state.status = 'signedIn';
      state.isVerifiedEmail = action.payload.isVerifiedEmail;
    },
    emailVerificationKnown: (state, action: PayloadAction<{ isVerifiedEmail: boolean }>) => {
      state.isVerifiedEmail = action.payload.isVerifiedEmail;
    },
    /** The person (or the idle timer, or a failed token check) asked to sign out. */
    signOutRequested: (_state, _action: PayloadAction<{ reason: SignOutReason }>) => undefined,
    /** Everything of §4 "Sign out" was cleared. */
    signedOut: () => ({ status: 'signedOut', isVerifiedEmail: null }) as SessionState,
    /**
     * Opens the profile modal (sign-in by emailed link) for a signed-out visitor: the header's
     * my-profile item, the footer's manage-my-profile link, links with class open-profile-modal.
     */
    profileModalOpened: (_state, _action: PayloadAction<{ from: 'header' | 'footer' | 'link' | 'page' }>) =>
      undefined,
  },
});

export const {
  signedIn,
  emailVerificationKnown,
  signOutRequested,
  signedOut,
  profileModalOpened,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectIsSignedIn = (state: WithSession) => state.session.status === 'signedIn';
export const selectIsVerifiedEmail = (state: WithSession) => state.session.isVerifiedEmail;

export default sessionSlice.reducer;
