import reducer, {
  profileFailed,
  profileInterestsChanged,
  profileInterestsSettled,
  profileLoaded,
  profileRequested,
  profileSaveRequested,
  profileSaveSettled,
  type ProfileSaveFields,
  type ProfileState,
} from '../../../src/features/profile/profile-slice';
import { signedOut } from '../../../src/features/session/session-slice';
import { profileFixture } from './profile-fixture';

const loaded = (): ProfileState => reducer(undefined, profileLoaded(profileFixture()));

describe('the profile slice', () => {
  it('loads, fails and is cleared on sign-out', () => {
    let state = reducer(undefined, profileRequested({ reason: 'myProfile' }));
    expect(state.status).toBe('loading');
    state = reducer(state, profileLoaded(profileFixture()));
    expect(state.status).toBe('loaded');
    state = reducer(state, profileFailed());
    expect(state.status).toBe('failed');
    expect(reducer(state, signedOut()).details).toBeNull();
  });

  it('follows a save: saving, the loader after it, idle once the profile is back', () => {
    const fields = {} as ProfileSaveFields;
    let state = reducer(loaded(), profileSaveRequested({ fields, originalEmail: 'a@b.co', language: 'en' }));
    expect(state.save).toEqual({ status: 'saving', rejectedEmail: null });
    state = reducer(state, profileSaveSettled({ outcome: 'saved' }));
    expect(state.save.status).toBe('saved');
    state = reducer(state, profileLoaded(profileFixture()));
    expect(state.save.status).toBe('idle');
    state = reducer(state, profileSaveSettled({ outcome: 'emailLinked', email: 'x@y.co' }));
    expect(state.save).toEqual({ status: 'emailLinked', rejectedEmail: 'x@y.co' });
  });

  it('applies an interests change at once: appended without duplicates, or replaced', () => {
    let state = reducer(
      loaded(),
      profileInterestsChanged({
        conditions: [{ sitecoreId: 'cond-migraine', conditionId: 'migraine' }],
        communities: ['migraine-community', 'asthma-community'],
        isAppendExisting: true,
        added: ['asthma-community'],
      }),
    );
    expect(state.interests).toBe('saving');
    expect(state.details?.conditions).toHaveLength(1);
    expect(state.details?.communities).toEqual(['migraine-community', 'asthma-community']);
    state = reducer(
      state,
      profileInterestsChanged({ conditions: [], communities: [], isAppendExisting: false, added: [] }),
    );
    expect(state.details?.conditions).toEqual([]);
    expect(state.details?.communities).toEqual([]);
    expect(reducer(state, profileInterestsSettled({ outcome: 'idle' })).interests).toBe('idle');
  });
});
