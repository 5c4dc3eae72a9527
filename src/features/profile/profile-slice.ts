import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '../../shared/contracts/profile-scalars';
import { signedOut } from '../session/session-slice';

/*
 * The signed-in member's profile, in memory only (never persisted: it is personal data, and a
 * shared device must not keep it). Fetched by sagas/profile-fetch.ts on profileRequested.
 */
export type ProfileStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ProfileState {
  status: ProfileStatus;
  details: Profile | null;
}

const initialState: ProfileState = { status: 'idle', details: null };

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    /** Fetch (or fetch again) the profile with the stored session token. */
    profileRequested: (state, _action: PayloadAction<{ reason: 'thankYou' | 'myProfile' | 'signIn' | 'saved' | 'contactForm' }>) => {
      state.status = 'loading';
    },
    profileLoaded: (state, action: PayloadAction<Profile>) => {
      state.status = 'loaded';
      state.details = action.payload;
    },
    profileFailed: (state) => {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const { profileRequested, profileLoaded, profileFailed } = profileSlice.actions;

type WithProfile = { profile: ProfileState };
export const selectProfile = (state: WithProfile) => state.profile.details;
export const selectProfileStatus = (state: WithProfile) => state.profile.status;

export default profileSlice.reducer;
