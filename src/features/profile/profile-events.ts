import { createAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';
import type { InterestsChange, ProfileRequestReason, ProfileSaveFields } from './profile-slice';

/*
 * What is asked of the member's profile: the events that start the profile sagas. They live apart
 * from the slice so that the app's start, which listens for them (to download the sagas at the
 * first one), carries neither the slice nor its reducers: the slice is injected with the pages and
 * sagas that use it.
 */

/** Fetch (or fetch again) the profile with the stored session token. */
export const profileRequested = createAction<{ reason: ProfileRequestReason }>('profile/profileRequested');
/** My Profile's Save changes; `originalEmail` tells whether the address changed. */
export const profileSaveRequested = createAction<{
  fields: ProfileSaveFields;
  originalEmail: string;
  language: Language;
}>('profile/profileSaveRequested');
/** Conditions chosen or communities joined / left (applied at once; the saga posts it). */
export const profileInterestsChanged = createAction<InterestsChange>('profile/profileInterestsChanged');
/** A community card was opened: the saga looks its page up (communitiesRoutes). */
export const communityCardOpened = createAction<{ communityKey: string; language: Language; search: string }>(
  'profile/communityCardOpened',
);
/** EPR sites fetch the signed-in visitor's profile again 1 s and 5 s after an outcome page. */
export const profileRefreshRequested = createAction<{ reason: 'outcome' }>('profile/refreshRequested');
