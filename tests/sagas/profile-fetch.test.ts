import { profileRefreshRequested } from '../../src/features/profile/profile-events';
import { profileRequested } from '../../src/features/profile/profile-slice';
import { PROFILE_FETCH_DELAY_MS, ZIP_CODE_STORAGE_KEY } from '../../sagas/profile/profile-fetch';
import { TOKEN_REGISTRATION_SESSION_KEY } from '../../sagas/shared/profile-token';
import { advance, problem, profileFixture, profileHarness, TOKEN } from './profile-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const details = (profile = profileFixture()) => ({ 'contacts/GetProfileDetails': () => ({ data: profile }) });

describe('the profile fetch ("profile fetch delay 500 ms")', () => {
  it('fetches with the stored token 500 ms after it was requested, then loads the profile', async () => {
    const h = await profileHarness({ reads: details() });
    h.store.dispatch(profileRequested({ reason: 'myProfile' }));
    await advance(PROFILE_FETCH_DELAY_MS - 1);
    expect(h.calls).toHaveLength(0);
    expect(h.profile().status).toBe('loading');
    await advance(1);
    expect(h.calls).toEqual([
      expect.objectContaining({ name: 'contacts/GetProfileDetails', body: { myProfileToken: TOKEN } }),
    ]);
    expect(h.profile().status).toBe('loaded');
    expect(h.profile().details?.basicDetails.firstName).toBe('Ana');
  });

  it('tells the session whether the email is verified and keeps the zip code in local storage', async () => {
    const h = await profileHarness({ reads: details(profileFixture({ isVerifiedEmail: false })) });
    h.store.dispatch(profileRequested({ reason: 'signIn' }));
    await advance(PROFILE_FETCH_DELAY_MS);
    expect(h.actions).toContainEqual({
      type: 'session/emailVerificationKnown',
      payload: { isVerifiedEmail: false },
    });
    expect(h.store.getState().session.isVerifiedEmail).toBe(false);
    expect(h.local.get(ZIP_CODE_STORAGE_KEY)).toBe('60601');
  });

  it('fetches once for requests made within the delay (the latest wins)', async () => {
    const h = await profileHarness({ reads: details() });
    h.store.dispatch(profileRequested({ reason: 'myProfile' }));
    await advance(300);
    h.store.dispatch(profileRequested({ reason: 'contactForm' }));
    await advance(300);
    expect(h.calls).toHaveLength(0);
    await advance(200);
    expect(h.calls).toHaveLength(1);
  });

  it('signs the person out when the token is refused (401)', async () => {
    const h = await profileHarness({
      reads: {
        'contacts/GetProfileDetails': () => {
          throw problem('contacts/GetProfileDetails', 401);
        },
      },
    });
    h.store.dispatch(profileRequested({ reason: 'myProfile' }));
    await advance(PROFILE_FETCH_DELAY_MS);
    expect(h.actions).toContainEqual({
      type: 'session/signOutRequested',
      payload: { reason: 'invalidToken' },
    });
    expect(h.profile().status).toBe('failed');
  });

  it("keeps a new member signed in when the token's registration has not arrived yet (401)", async () => {
    const h = await profileHarness({
      reads: {
        'contacts/GetProfileDetails': () => {
          throw problem('contacts/GetProfileDetails', 401);
        },
      },
    });
    h.session.set(TOKEN_REGISTRATION_SESSION_KEY, 'registration-write-key');
    h.store.dispatch(profileRequested({ reason: 'myProfile' }));
    await advance(PROFILE_FETCH_DELAY_MS);
    expect(h.calls).toHaveLength(1);
    expect(h.types()).not.toContain('session/signOutRequested');
    expect(h.profile().status).toBe('failed');
  });

  it('fails quietly on any other failure', async () => {
    const h = await profileHarness({
      reads: {
        'contacts/GetProfileDetails': () => {
          throw problem('contacts/GetProfileDetails', 500);
        },
      },
    });
    h.store.dispatch(profileRequested({ reason: 'myProfile' }));
    await advance(PROFILE_FETCH_DELAY_MS);
    expect(h.types()).not.toContain('session/signOutRequested');
    expect(h.profile().status).toBe('failed');
  });

  it('fails without calling when there is no stored token', async () => {
    const h = await profileHarness({ reads: details(), token: null });
    h.store.dispatch(profileRequested({ reason: 'myProfile' }));
    await advance(PROFILE_FETCH_DELAY_MS);
    expect(h.calls).toHaveLength(0);
    expect(h.profile().status).toBe('failed');
  });

  it("refreshes on an outcome page's request only for a signed-in member", async () => {
    const out = await profileHarness({ reads: details(), signedIn: false });
    out.store.dispatch(profileRefreshRequested({ reason: 'outcome' }));
    await advance(PROFILE_FETCH_DELAY_MS * 2);
    expect(out.calls).toHaveLength(0);
    const member = await profileHarness({ reads: details() });
    member.store.dispatch(profileRefreshRequested({ reason: 'outcome' }));
    await advance(PROFILE_FETCH_DELAY_MS);
    expect(member.calls.map((call) => call.name)).toEqual(['contacts/GetProfileDetails']);
    expect(member.profile().details).not.toBeNull();
  });
});
