import type { TestApp } from '../support/test-app';
import {
  BASE_URL,
  clock,
  countRows,
  createRegistryApp,
  expectProblem,
  freshEmail,
  mailbox,
  messagesTo,
  profileOf,
  profileRow,
  register,
  registered,
  registrationBody,
  send,
} from './support';

describe('registration calls', () => {
  const c = clock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createRegistryApp(c);
  });
  afterAll(() => t.close());

  describe('EmailExists', () => {
    it('finds a registered address in any case and changes nothing', async () => {
      const body = await registered(t);
      const before = await countRows(t, 'profiles');
      const upper = await send(t.app, 'POST', '/api/contacts/EmailExists', {
        email: body.email.toUpperCase(),
      });
      expect(upper.statusCode).toBe(200);
      expect(upper.json()).toEqual({ isEmailExist: true, isReloadCdpScript: false });
      expect(upper.headers['cache-control']).toBe('no-store');
      const other = await send(
        t.app,
        'POST',
        '/api/contacts/EmailExists',
        { email: freshEmail() },
        { key: null },
      );
      expect(other.json()).toEqual({ isEmailExist: false, isReloadCdpScript: false });
      expect(await countRows(t, 'profiles')).toBe(before);
    });
  });

  describe('AddOrUpdateCrRegistrationDetails', () => {
    it('stores the profile, its choices and the registering tab’s session', async () => {
      const body = registrationBody({ email: 'New.Member@Example.org' });
      const res = await register(t, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ registered: true, welcomeSmsSent: true });
      const row = await profileRow(t, 'new.member@example.org');
      expect(row).toMatchObject({
        guest_ref: body.ref,
        first_name: 'Ann',
        zip: '10001',
        is_verified_email: false,
        patient_type: 'adult',
        migrated: false,
        site_settings_id: 'site-settings-cr-demo',
      });
      // The coordinates are the server's, not the 1, 2 the browser sent.
      expect(row?.latitude).toBeCloseTo(40.75, 1);
      expect(row?.longitude).toBeCloseTo(-73.99, 1);
      const profile = await profileOf(t, body.sessionToken);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.basicDetails.email).toBe('new.member@example.org');
    });

    it('sends the welcome SMS once, to +1 and the number', async () => {
      const body = registrationBody({ phoneNumbers: [{ number: '1 (646) 555-0199', type: 'mobile' }] });
      expect((await register(t, body)).json().welcomeSmsSent).toBe(true);
      // A replay (same key) answers from the record; a new key finds the address taken.
      await register(t, body);
      const sms = await messagesTo(t, '+16465550199');
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({ channel: 'sms', subject: null });
      expect(sms[0]?.text).toContain(`${BASE_URL}/manage-my-profile`);
      expect((await profileRow(t, body.email))?.is_welcome_sms_sent).toBe(true);
    });

    it.each([
      ['no SMS consent', { dataExtension: { secondaryConsent: { Email: true, SMS: false } } }],
      ['a number that is not a US one', { phoneNumbers: [{ number: '123-4567', type: 'mobile' }] }],
    ])('sends no welcome SMS with %s', async (_case, overrides) => {
      const before = (await mailbox(t)).filter((message) => message.channel === 'sms').length;
      const res = await register(t, registrationBody(overrides));
      expect(res.json()).toEqual({ registered: true, welcomeSmsSent: false });
      expect((await mailbox(t)).filter((message) => message.channel === 'sms')).toHaveLength(before);
    });

    it('keeps null coordinates for a zip the table does not know', async () => {
      const body = await registered(t, { zipCode: '00000', postCode: '00000' });
      const row = await profileRow(t, body.email);
      expect(row).toMatchObject({ latitude: null, longitude: null, zip: '00000' });
    });

    it('never takes over an existing address (any case): nothing is stored', async () => {
      const first = await registered(t);
      const before = {
        profiles: await countRows(t, 'profiles'),
        tokens: await countRows(t, 'profile_tokens'),
      };
      const takeover = registrationBody({ email: first.email.toUpperCase(), firstName: 'Mallory' });
      const res = await register(t, takeover);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ registered: false, reason: 'emailExists', welcomeSmsSent: false });
      expect({
        profiles: await countRows(t, 'profiles'),
        tokens: await countRows(t, 'profile_tokens'),
      }).toEqual(before);
      expect((await profileRow(t, first.email))?.first_name).toBe('Ann');
      expect((await profileOf(t, takeover.sessionToken)).statusCode).toBe(401);
    });

    it('refuses a session token already in use, storing nothing', async () => {
      const first = await registered(t);
      const before = await countRows(t, 'profiles');
      const res = await register(t, registrationBody({ sessionToken: first.sessionToken }));
      expectProblem(res, 409, 'body.sessionToken');
      expect(await countRows(t, 'profiles')).toBe(before);
    });

    // The server clock is 2025-03-01.
    it.each([
      ['a date in the future', { dateOfBirth: '2030-01-01' }, 'body.dateOfBirth'],
      ['not a real date', { dateOfBirth: '1990-02-30' }, 'body.dateOfBirth'],
      ['age 17', { dateOfBirth: '2007-03-02' }, 'body.dateOfBirth'],
      ['age 101', { dateOfBirth: '1924-03-01' }, 'body.dateOfBirth'],
      ['SMS consent without the mobile box', { isMobile: false }, 'body.isMobile'],
      [
        'an unknown condition',
        { dataExtension: { conditionOfInterest: ['migraine', 'nope'] } },
        'body.dataExtension.conditionOfInterest',
      ],
      [
        'an unknown community',
        { dataExtension: { communities: ['nope'] } },
        'body.dataExtension.communities',
      ],
      ['another site', { siteSettingsId: 'site-settings-elsewhere' }, 'body.siteSettingsId'],
      ['a bad email', { email: 'not-an-email' }, 'body.email'],
      ['a short session token', { sessionToken: 'short' }, 'body.sessionToken'],
    ])('answers 400 for %s and stores nothing', async (_case, overrides, field) => {
      const before = {
        profiles: await countRows(t, 'profiles'),
        tokens: await countRows(t, 'profile_tokens'),
      };
      const body = registrationBody(overrides);
      const res = await register(t, body);
      expectProblem(res, 400, field);
      expect({
        profiles: await countRows(t, 'profiles'),
        tokens: await countRows(t, 'profile_tokens'),
      }).toEqual(before);
      expect(await profileRow(t, body.email)).toBeUndefined();
    });

    it('accepts ages 18 and 100', async () => {
      await registered(t, { dateOfBirth: '2007-03-01' });
      await registered(t, { dateOfBirth: '1924-03-02' });
    });

    it('answers 400 when the path ref is not the body ref', async () => {
      const body = registrationBody();
      const res = await send(
        t.app,
        'POST',
        '/api/contacts/AddOrUpdateCrRegistrationDetails/other-ref?guestType=customer',
        body,
      );
      expectProblem(res, 400, 'params.ref');
    });
  });

  describe('AddContactsToCRMailingListWithAllDetail', () => {
    const listBody = (email: string, overrides: Record<string, unknown> = {}) => ({
      mailingListId: 'list-1',
      source: 'CR',
      baseUrl: 'https://evil.example.com',
      myProfileUrl: 'https://evil.example.com/profile',
      subscriber: {
        emailAddress: email,
        name: 'Ann Lee',
        firstName: 'Ann',
        lastName: 'Lee',
        phone: '(212) 555-0134',
        dateOfBirth: '1980-05-17',
        gender: 'Female',
        isEmailOptedIn: true,
        isSmsOptedIn: true,
        isSecondaryConsentAccepted: true,
        preferredLanguage: 'en',
        therapeuticArea: ['migraine'],
        selectedRelevantItems: [],
        zipCode: '10001',
        registrationDateTime: '2025-03-01T10:00:00.000Z',
        contactType: 'Patient',
      },
      siteSettingsId: 'site-settings-cr-demo',
      language: 'en',
      isCrEmailCheck: true,
      ...overrides,
    });

    it('sends the verification mail with a My Profile link on the server’s own address', async () => {
      const body = await registered(t);
      const res = await send(
        t.app,
        'POST',
        '/Send/AddContactsToCRMailingListWithAllDetail',
        listBody(body.email),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ added: true, verificationMailSent: true });
      const [mail] = await messagesTo(t, body.email);
      expect(mail?.subject).toBe('Please verify your email address');
      const url = new URL(mail!.links[0]!.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/manage-my-profile`);
      expect(url.searchParams.get('myProfileToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail?.text).toContain(url.toString());
      expect(mail?.text).not.toContain('evil');
    });

    it('links to the Spanish page for a Spanish registration', async () => {
      const body = await registered(t, { language: 'es' });
      await send(
        t.app,
        'POST',
        '/Send/AddContactsToCRMailingListWithAllDetail',
        listBody(body.email, { language: 'es' }),
      );
      const [mail] = await messagesTo(t, body.email);
      expect(mail?.subject).toBe('Verifique su dirección de correo electrónico');
      expect(mail?.links[0]?.url).toMatch(new RegExp(`^${BASE_URL}/es/manage-my-profile\\?myProfileToken=`));
    });

    it('adds nothing and mails no one for an address without a profile', async () => {
      const email = freshEmail();
      const res = await send(t.app, 'POST', '/Send/AddContactsToCRMailingListWithAllDetail', listBody(email));
      expect(res.json()).toEqual({ added: false, verificationMailSent: false });
      expect(await messagesTo(t, email)).toEqual([]);
    });
  });
});
