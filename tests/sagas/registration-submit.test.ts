import { navigationRequested } from '../../src/features/journey/journey-ui-slice';
import {
  registrationSubmitted,
  type SubmittedPayload,
} from '../../src/features/registration/registration-slice';
import { consentGroupSchema } from '../../src/shared/content-model/form';
import {
  emptyRegistrationData,
  type RegistrationData,
} from '../../src/shared/domain/registration/registration-data';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { TOKEN_REGISTRATION_SESSION_KEY } from '../../sagas/shared/profile-token';
import { profileFailed, profileRequested } from '../../src/features/profile/profile-slice';
import { QUEUED_NOTICE_MS, REGISTRATION_COMPLETED_EVENT } from '../../sagas/registration/registration-submit';
import { flush, registrationHarness, SESSION_TOKEN } from './registration-harness';

const groups = [
  consentGroupSchema.parse({
    name: 'Methods',
    key: 'secondaryConsent',
    consentTitle: 'How?',
    hideConsentCheckbox: true,
    consentMediumList: [
      { key: 'Email', name: 'Email', channel: 'email' },
      { key: 'SMS', name: 'SMS', channel: 'sms' },
    ],
  }),
];

const data: RegistrationData = {
  ...emptyRegistrationData(),
  registration: { email: 'ana@example.com', agree: true },
  aboutYourSelf: { firstName: 'Ana', lastName: 'Lee' },
  dob: { dob: '1980-03-09', gender: 'Female', Day: '9', Month: '3', Year: '1980' },
  selectedCOIList: { items: [{ key: 'migraine' }], communities: ['migraine-community'] },
  locationDetails: {
    zipcode: '10001',
    travelDistance: '25 miles',
    homeTrial: 'Yes',
    latitude: null,
    longitude: null,
  },
  contactPreference: {
    contactNumber: '',
    isMobile: false,
    agree: true,
    media: { Email: true, SMS: false },
    consentValues: { secondaryConsentMedium: ['Email'] },
  },
  completedSteps: ['about-you', 'patient-enquiries', 'conditions', 'location'],
  guestRef: 'guest-1',
};

const submitted = (): SubmittedPayload => ({
  step: 'contact-preference',
  data,
  language: 'en',
  search: '?utm_source=news&gclid=g1',
  consentGroups: groups,
  mailingListId: 'cr-registry',
});

const registered = { deliver: { registered: true, welcomeSmsSent: false } };

beforeEach(() => jest.useFakeTimers({ now: new Date('2025-06-15T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('submitting a registration', () => {
  it('queues the CR registration, then the mailing list, with keys made at the click', async () => {
    const h = await registrationHarness({ answers: [registered, 'hold'] });
    h.store.dispatch(registrationSubmitted(submitted()));
    await flush();
    expect(h.enqueued.map((entry) => [entry.name, entry.key, entry.group])).toEqual([
      ['contacts/AddOrUpdateCrRegistrationDetails', '00000000-0000-4000-8000-000000000001', 'registration'],
      [
        'Send/AddContactsToCRMailingListWithAllDetail',
        '00000000-0000-4000-8000-000000000002',
        'registration',
      ],
    ]);
    expect(h.enqueued[0]?.params).toEqual({ ref: 'guest-1' });
    expect(h.enqueued[0]?.body).toMatchObject({
      sessionToken: SESSION_TOKEN,
      dataExtension: { UtmParameter: 'utm_source=news', gclId: 'g1' },
    });
    expect(h.enqueued[1]?.body).toMatchObject({
      subscriber: { registrationDateTime: '2025-06-15T10:00:00.000Z', contactType: 'CR Registration' },
    });
  });

  it('signs the person in, records the event and goes to the thank-you page with the query', async () => {
    const h = await registrationHarness({ answers: [registered, 'hold'] });
    h.store.dispatch(registrationSubmitted(submitted()));
    await flush();
    expect(h.stored.get(PROFILE_TOKEN_SESSION_KEY)).toBe(SESSION_TOKEN);
    expect(h.store.getState().session.status).toBe('signedIn');
    expect(h.actions).toContainEqual(
      expect.objectContaining({
        type: 'analytics/eventTracked',
        payload: { name: REGISTRATION_COMPLETED_EVENT },
      }),
    );
    expect(h.actions).toContainEqual(navigationRequested({ to: '/thank-you?utm_source=news&gclid=g1' }));
    expect(h.state().submit).toBe('sent');
  });

  it('signs out again and reports emailExists when the server refuses the address', async () => {
    const h = await registrationHarness({
      answers: [{ deliver: { registered: false, reason: 'emailExists', welcomeSmsSent: false } }],
    });
    h.store.dispatch(registrationSubmitted(submitted()));
    await flush();
    expect(h.state().submit).toBe('emailExists');
    expect(h.stored.has(PROFILE_TOKEN_SESSION_KEY)).toBe(false);
    expect(h.store.getState().session.status).toBe('signedOut');
  });

  it('says the registration waits on this device when no answer comes, then follows it', async () => {
    const h = await registrationHarness({ answers: ['hold'] });
    h.store.dispatch(registrationSubmitted(submitted()));
    await flush(QUEUED_NOTICE_MS - 1);
    expect(h.state().submit).toBe('submitting');
    await flush(1);
    expect(h.state().submit).toBe('queued');
    expect(h.state().submitBecause).toBe('offline');
    h.settle(h.enqueued[0]!.key!, registered);
    await flush();
    expect(h.state().submit).toBe('sent');
  });

  it('when the attempts met server errors, says the server had a problem, not that the person is offline', async () => {
    const h = await registrationHarness({ answers: ['hold'] });
    h.store.dispatch(registrationSubmitted(submitted()));
    await flush();
    h.attemptFailed(h.enqueued[0]!.key!, 500);
    await flush(QUEUED_NOTICE_MS);
    expect(h.state().submit).toBe('queued');
    expect(h.state().submitBecause).toBe('server');
    h.settle(h.enqueued[0]!.key!, registered);
    await flush();
    expect(h.state().submit).toBe('sent');
    expect(h.state().submitBecause).toBeUndefined();
  });

  it('marks the token as waiting for the registration write until that write is settled', async () => {
    const h = await registrationHarness({ answers: ['hold'] });
    h.store.dispatch(registrationSubmitted(submitted()));
    await flush();
    const registrationKey = h.enqueued[0]!.key!;
    // A page load now waits for this write before it trusts VerifyToken's "unknown token".
    expect(h.stored.get(TOKEN_REGISTRATION_SESSION_KEY)).toBe(registrationKey);
    h.settle(registrationKey, registered);
    await flush();
    expect(h.stored.has(TOKEN_REGISTRATION_SESSION_KEY)).toBe(false);
    expect(h.stored.get(PROFILE_TOKEN_SESSION_KEY)).toBe(SESSION_TOKEN);
  });

  it('asks for the profile again when a page asked for it before the server knew the token', async () => {
    const h = await registrationHarness({ answers: ['hold'] });
    h.store.dispatch(registrationSubmitted(submitted()));
    await flush();
    h.store.dispatch(profileFailed());
    h.settle(h.enqueued[0]!.key!, registered);
    await flush();
    expect(h.actions).toContainEqual(profileRequested({ reason: 'signIn' }));
  });

  it('says so at once when offline', async () => {
    const h = await registrationHarness({ answers: ['hold'], online: false });
    h.store.dispatch(registrationSubmitted(submitted()));
    await flush();
    expect(h.state().submit).toBe('queued');
    expect(h.types()).toContain(navigationRequested.type);
  });

  it('fails, and signs out, when the server refuses the registration for good', async () => {
    const h = await registrationHarness({ answers: ['refuse'] });
    h.store.dispatch(registrationSubmitted(submitted()));
    await flush();
    expect(h.state().submit).toBe('failed');
    expect(h.store.getState().session.status).toBe('signedOut');
    expect(h.stored.has(TOKEN_REGISTRATION_SESSION_KEY)).toBe(false);
  });
});
