import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '../../shared/contracts/profile-scalars';
import type { BodyOf } from '../../shared/contracts/define-call';
import type { updateProfileDetails } from '../../shared/contracts/profile';
import type { PendingCause } from '../../shared/outbox/pending-cause';
import { lazySlices } from '../../app/root-reducer';
import { signedOut } from '../session/session-slice';
import {
  communityCardOpened,
  profileInterestsChanged,
  profileRequested,
  profileSaveRequested,
} from './profile-events';

export { communityCardOpened, profileInterestsChanged, profileRequested, profileSaveRequested };
import { initialProfileState } from './profile-selectors';

export {
  selectInterestsStatus,
  selectProfile,
  selectProfileSave,
  selectProfileState,
  selectProfileStatus,
} from './profile-selectors';

/*
 * The signed-in member's profile, in memory only (never persisted: it is personal data, and a
 * shared device must not keep it), and the state of its two writes: the contact-form save and the
 * conditions / communities update. The sagas (sagas/profile/) carry the events out.
 */
export type ProfileStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type ProfileRequestReason =
  'thankYou' | 'myProfile' | 'signIn' | 'saved' | 'contactForm' | 'community';
/** 'saved': the 2 s loader before the reload. */
export type ProfileSaveStatus = 'idle' | 'saving' | 'saved' | 'queued' | 'emailLinked' | 'failed';
export type InterestsStatus = 'idle' | 'saving' | 'queued' | 'failed';
export type ProfileCondition = Profile['conditions'][number];

/** The profile form's values as UpdateProfileDetails takes them; the saga adds token, site and language. */
export type ProfileSaveFields = Omit<
  BodyOf<typeof updateProfileDetails>,
  'myProfileToken' | 'siteSettingsId' | 'language'
>;

export interface ProfileState {
  status: ProfileStatus;
  details: Profile | null;
  /** because: while queued, 'server' when the server answered with errors (never called offline). */
  save: { status: ProfileSaveStatus; rejectedEmail: string | null; because?: PendingCause };
  interests: InterestsStatus;
}

export interface InterestsChange {
  conditions: ProfileCondition[];
  communities: string[];
  /** True: add to what the member has; false: replace it. */
  isAppendExisting: boolean;
  /** The communities this change joins (the add-community event is about them). */
  added: string[];
}

const initialState = initialProfileState;

const unique = <T>(values: T[], key: (value: T) => string) =>
  values.filter((value, index) => values.findIndex((other) => key(other) === key(value)) === index);

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileLoaded: (state, action: PayloadAction<Profile>) => {
      state.status = 'loaded';
      state.details = action.payload;
      if (state.save.status === 'saved') state.save.status = 'idle';
    },
    profileFailed: (state) => {
      state.status = 'failed';
      if (state.save.status === 'saved') state.save.status = 'idle';
    },
    profileSaveSettled: (
      state,
      {
        payload,
      }: PayloadAction<{
        outcome: Exclude<ProfileSaveStatus, 'idle' | 'saving'>;
        email?: string;
        because?: PendingCause;
      }>,
    ) => {
      state.save = {
        status: payload.outcome,
        rejectedEmail: payload.email ?? null,
        ...(payload.outcome === 'queued' && payload.because ? { because: payload.because } : {}),
      };
    },
    profileInterestsSettled: (
      state,
      { payload }: PayloadAction<{ outcome: Exclude<InterestsStatus, 'saving'> }>,
    ) => {
      state.interests = payload.outcome;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, () => initialState)
      .addCase(profileRequested, (state) => {
        state.status = 'loading';
      })
      .addCase(profileSaveRequested, (state) => {
        state.save = { status: 'saving', rejectedEmail: null };
      })
      .addCase(profileInterestsChanged, (state, { payload }) => {
        state.interests = 'saving';
        if (!state.details) return;
        const { details } = state;
        details.conditions = payload.isAppendExisting
          ? unique([...details.conditions, ...payload.conditions], (condition) => condition.conditionId)
          : payload.conditions;
        details.communities = payload.isAppendExisting
          ? unique([...details.communities, ...payload.communities], (key) => key)
          : payload.communities;
      });
  },
});

export const { profileLoaded, profileFailed, profileSaveSettled, profileInterestsSettled } =
  profileSlice.actions;

export default profileSlice.reducer;

// Injected when this module loads: with the pages and sagas that use the profile, never on the
// pages that only read it.
lazySlices.inject(profileSlice);
