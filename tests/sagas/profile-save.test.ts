import {
  profileLoaded,
  profileSaveRequested,
  type ProfileSaveFields,
} from '../../src/features/profile/profile-slice';
import { PROFILE_FETCH_DELAY_MS, ZIP_CODE_STORAGE_KEY } from '../../sagas/profile/profile-fetch';
import { SAVE_LOADER_MS } from '../../sagas/profile/profile-save';
import { PROFILE_WRITE_POLICY } from '../../sagas/profile/profile-write';
import { savedFieldsFixture } from '../unit/profile/profile-fixture';
import { advance, profileFixture, profileHarness, TOKEN, type WriteAnswer } from './profile-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const fields: ProfileSaveFields = { ...savedFieldsFixture(), Zipcode: '60602' };

async function harness(write: WriteAnswer = 'deliver', emailTaken = false) {
  const h = await profileHarness({
    write,
    reads: {
      'contacts/EmailExists': () => ({ isEmailExist: emailTaken, isReloadCdpScript: false }),
      'contacts/GetProfileDetails': () => ({ data: profileFixture() }),
    },
  });
  h.store.dispatch(profileLoaded(profileFixture()));
  return h;
}

const save = (email = 'ana@example.com') =>
  profileSaveRequested({
    fields: { ...fields, Email: email },
    originalEmail: 'Ana@Example.com',
    language: 'en',
  });

describe('My Profile save ("Profile save")', () => {
  it('saves through the outbox with the key made at the click, the token, site and language', async () => {
    const h = await harness();
    h.store.dispatch(save());
    expect(h.profile().save.status).toBe('saving');
    await advance(10);
    // The address only differs in case: no existence check.
    expect(h.calls.map((call) => call.name)).not.toContain('contacts/EmailExists');
    expect(h.enqueued).toEqual([
      {
        name: 'contacts/UpdateProfileDetails',
        key: '00000000-0000-4000-8000-000000000001',
        group: 'profile',
        body: { ...fields, myProfileToken: TOKEN, siteSettingsId: 'site-1', language: 'en' },
      },
    ]);
  });

  it('shows the loader for 2 s after the save, then reloads the profile; the zip goes to local storage', async () => {
    const h = await harness();
    h.store.dispatch(save());
    await advance(10);
    expect(h.profile().save.status).toBe('saved');
    expect(h.local.get(ZIP_CODE_STORAGE_KEY)).toBe('60602');
    await advance(SAVE_LOADER_MS - 20);
    expect(h.actions).not.toContainEqual({ type: 'profile/profileRequested', payload: { reason: 'saved' } });
    await advance(20);
    expect(h.actions).toContainEqual({ type: 'profile/profileRequested', payload: { reason: 'saved' } });
    await advance(PROFILE_FETCH_DELAY_MS);
    expect(h.calls.map((call) => call.name)).toEqual(['contacts/GetProfileDetails']);
    expect(h.profile().save.status).toBe('idle');
  });

  it('checks a changed address first and stops when it is linked to another account', async () => {
    const h = await harness('deliver', true);
    h.store.dispatch(save('new@example.com'));
    await advance(10);
    expect(h.calls).toEqual([
      expect.objectContaining({ name: 'contacts/EmailExists', body: { email: 'new@example.com' } }),
    ]);
    expect(h.enqueued).toHaveLength(0);
    expect(h.profile().save).toEqual({ status: 'emailLinked', rejectedEmail: 'new@example.com' });
  });

  it('saves a changed address that is free', async () => {
    const h = await harness('deliver', false);
    h.store.dispatch(save('new@example.com'));
    await advance(10);
    expect(h.enqueued).toHaveLength(1);
    expect(h.profile().save.status).toBe('saved');
  });

  it('gives the same message when the server answers 409, and settles the write so it is not retried', async () => {
    const h = await harness('conflict');
    h.store.dispatch(save('new@example.com'));
    await advance(10);
    expect(h.profile().save).toEqual({ status: 'emailLinked', rejectedEmail: 'new@example.com' });
    expect(h.refused).toEqual(['00000000-0000-4000-8000-000000000001']);
    await advance(SAVE_LOADER_MS * 2);
    expect(h.types()).not.toContain('profile/profileRequested');
  });

  it('signs out when the save is refused with 401, and fails on another refusal', async () => {
    const unauthorized = await harness({ refuse: 401 });
    unauthorized.store.dispatch(save());
    await advance(10);
    expect(unauthorized.profile().save.status).toBe('failed');
    expect(unauthorized.actions).toContainEqual({
      type: 'session/signOutRequested',
      payload: { reason: 'invalidToken' },
    });
    const invalid = await harness({ refuse: 400 });
    invalid.store.dispatch(save());
    await advance(10);
    expect(invalid.profile().save.status).toBe('failed');
    expect(invalid.types()).not.toContain('session/signOutRequested');
  });

  it('says the changes are queued while offline, and reloads once the outbox delivers them', async () => {
    const h = await harness('hold');
    h.store.dispatch(save());
    await advance(PROFILE_WRITE_POLICY.pauseMs * PROFILE_WRITE_POLICY.attempts);
    expect(h.profile().save.status).toBe('queued');
    expect(h.profile().save.because).toBe('offline');
    h.settle(h.enqueued[0]!.key!, 'deliver');
    await advance(10);
    expect(h.profile().save.status).toBe('saved');
    await advance(SAVE_LOADER_MS);
    expect(h.actions).toContainEqual({ type: 'profile/profileRequested', payload: { reason: 'saved' } });
  });

  it('when the attempts met server errors, says the server had a problem, not that the person is offline', async () => {
    const h = await harness('hold');
    h.store.dispatch(save());
    await advance(10);
    h.attemptFailed(h.enqueued[0]!.key!, 503);
    await advance(PROFILE_WRITE_POLICY.pauseMs * PROFILE_WRITE_POLICY.attempts);
    expect(h.profile().save).toMatchObject({ status: 'queued', because: 'server' });
    h.settle(h.enqueued[0]!.key!, 'deliver');
    await advance(10);
    expect(h.profile().save.status).toBe('saved');
    expect(h.profile().save.because).toBeUndefined();
  });
});
