import type { ProfileState } from './profile-slice';

/*
 * The profile's selectors, apart from the slice (which is injected with the pages and sagas that
 * use it): a page that only reads the profile (the trial search's member zip) does not carry the
 * slice. Before the slice is injected they answer its initial state.
 */
export const initialProfileState: ProfileState = {
  status: 'idle',
  details: null,
  save: { status: 'idle', rejectedEmail: null },
  interests: 'idle',
};

type WithProfile = { profile?: ProfileState };
export const selectProfileState = (state: WithProfile): ProfileState => state.profile ?? initialProfileState;
export const selectProfile = (state: WithProfile) => selectProfileState(state).details;
export const selectProfileStatus = (state: WithProfile) => selectProfileState(state).status;
export const selectProfileSave = (state: WithProfile) => selectProfileState(state).save;
export const selectInterestsStatus = (state: WithProfile) => selectProfileState(state).interests;
