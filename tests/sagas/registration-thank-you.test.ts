import { profileRequested } from '../../src/features/profile/profile-slice';
import {
  changeEmailRequested,
  registrationSubmitSettled,
  registrationSubmitted,
  resendRequested,
  thankYouOpened,
} from '../../src/features/registration/registration-slice';
import { emptyRegistrationData } from '../../src/shared/domain/registration/registration-data';
import { THANK_YOU_OVERLAY_MS } from '../../src/shared/domain/registration/thank-you-rules';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { flush, registrationHarness, SESSION_TOKEN } from './registration-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const free = () => ({ isEmailExist: false, isReloadCdpScript: false });
const mail = { language: 'en' as const };

async function signedInHarness(api: NonNullable<Parameters<typeof registrationHarness>[0]>['api'] = {}) {
  const h = await registrationHarness({ api });
  h.stored.set(PROFILE_TOKEN_SESSION_KEY, SESSION_TOKEN);
  return h;
}

describe('the thank-you page', () => {
  it('shows the overlay for 3 s, then asks for the profile', async () => {
    const h = await signedInHarness();
    h.store.dispatch(thankYouOpened());
    await flush(THANK_YOU_OVERLAY_MS - 1);
    expect(h.state().thankYou.overlay).toBe(true);
    expect(h.types()).not.toContain(profileRequested.type);
    await flush(1);
    expect(h.state().thankYou.overlay).toBe(false);
    expect(h.actions).toContainEqual(profileRequested({ reason: 'thankYou' }));
  });

  it('waits for the registration to arrive before asking for the profile, and not at all after a refusal', async () => {
    const h = await signedInHarness();
    h.store.dispatch(registrationSubmitSettled({ status: 'queued' }));
    h.store.dispatch(thankYouOpened());
    await flush(THANK_YOU_OVERLAY_MS);
    expect(h.types()).not.toContain(profileRequested.type);
    h.store.dispatch(registrationSubmitSettled({ status: 'sent' }));
    await flush();
    expect(h.types()).toContain(profileRequested.type);

    const refused = await signedInHarness();
    refused.store.dispatch(registrationSubmitSettled({ status: 'emailExists' }));
    refused.store.dispatch(thankYouOpened());
    await flush(THANK_YOU_OVERLAY_MS);
    expect(refused.types()).not.toContain(profileRequested.type);
  });

  it('resends the verification mail with the attempt count; a failure is silent', async () => {
    let fail = false;
    const h = await signedInHarness({
      'Send/SendProfileEmail': () => (fail ? Promise.reject(new Error('network')) : { sent: true }),
    });
    h.store.dispatch(resendRequested({ ...mail, email: 'ana@example.com' }));
    await flush();
    expect(h.calls[0]?.body).toMatchObject({
      email: 'ana@example.com',
      emailType: 'verification',
      resendAttemptCount: 1,
      siteSettingsId: 'site-1',
    });
    expect(h.state().thankYou).toMatchObject({ resendCount: 1, text: 'resend', overlay: false });
    fail = true;
    h.store.dispatch(resendRequested({ ...mail, email: 'ana@example.com' }));
    await flush();
    expect(h.calls[1]?.body).toMatchObject({ resendAttemptCount: 2 });
    expect(h.state().thankYou).toMatchObject({ resendCount: 2, overlay: false });
  });
});

describe('the change-email dialog', () => {
  const change = changeEmailRequested({
    ...mail,
    currentEmail: 'ana@example.com',
    newEmail: 'new@example.com',
  });

  it('refuses an address that exists', async () => {
    const h = await signedInHarness({
      'contacts/EmailExists': () => ({ isEmailExist: true, isReloadCdpScript: false }),
    });
    h.store.dispatch(change);
    await flush();
    expect(h.state().thankYou.changeEmail).toBe('exists');
    expect(h.calls.map((c) => c.name)).toEqual(['contacts/EmailExists']);
  });

  it('counts a failed lookup as existing', async () => {
    const h = await signedInHarness({ 'contacts/EmailExists': () => Promise.reject(new Error('network')) });
    h.store.dispatch(change);
    await flush();
    expect(h.state().thankYou.changeEmail).toBe('exists');
  });

  it('changes the address, mails the new one, resets the counter and shows the update text', async () => {
    const h = await signedInHarness({
      'contacts/EmailExists': free,
      'cdp-api/UpdateEmail': () => ({ data: { success: true, myProfileLinkToken: null } }),
      'Send/UpdateCREmail': () => ({ sent: true }),
      'Send/SendProfileEmail': () => ({ sent: true }),
    });
    h.store.dispatch(
      registrationSubmitted({
        step: 'contact-preference',
        data: { ...emptyRegistrationData(), guestRef: 'guest-1' },
        language: 'en',
        search: '',
        consentGroups: [],
      }),
    );
    h.store.dispatch(resendRequested({ ...mail, email: 'ana@example.com' }));
    await flush();
    h.store.dispatch(change);
    await flush();
    const names = h.calls.map((c) => c.name).filter((name) => name !== 'Send/SendProfileEmail');
    expect(names).toEqual(['contacts/EmailExists', 'cdp-api/UpdateEmail', 'Send/UpdateCREmail']);
    expect(h.calls.find((c) => c.name === 'cdp-api/UpdateEmail')?.body).toEqual({
      url: '/api/contacts/UpdateEmail',
      email: 'new@example.com',
      guestRef: 'guest-1',
      myProfileToken: SESSION_TOKEN,
    });
    expect(h.calls.find((c) => c.name === 'Send/UpdateCREmail')?.body).toMatchObject({
      existingEmail: 'ana@example.com',
      newEmail: 'new@example.com',
      myProfileToken: SESSION_TOKEN,
    });
    expect(h.state().thankYou).toMatchObject({
      changedEmail: 'new@example.com',
      resendCount: 0,
      text: 'update',
      changeEmail: 'changed',
      overlay: false,
    });
  });

  it('ends the overlay silently when the change itself fails', async () => {
    const h = await signedInHarness({
      'contacts/EmailExists': free,
      'cdp-api/UpdateEmail': () => Promise.reject(new Error('network')),
    });
    h.store.dispatch(change);
    await flush();
    expect(h.state().thankYou).toMatchObject({ changeEmail: 'idle', overlay: false, changedEmail: null });
  });
});
