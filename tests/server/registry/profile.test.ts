import type { TestApp } from '../support/test-app';
import {
  clock,
  createRegistryApp,
  expectProblem,
  freshEmail,
  mailedLink,
  messagesTo,
  profileOf,
  profileRow,
  registered,
  send,
  sendProfileEmail,
  SITE,
  verifyProfile,
} from './support';

function profileForm(token: string, overrides: Record<string, unknown> = {}) {
  return {
    myProfileToken: token,
    FirstName: 'Annie',
    LastName: 'Lee-Smith',
    ContactNumber: '(212) 555-0100',
    CrAddress: '2 Side Street',
    City: 'Boston',
    State: 'MA',
    Zipcode: '02108',
    Day: '7',
    Month: '09',
    Year: '1979',
    Gender: 'Female',
    Email: 'unchanged@example.org',
    isMobile: true,
    SecondaryConsentMediumSMS: false,
    consents: { Email: true },
    siteSettingsId: SITE,
    language: 'en',
    ...overrides,
  };
}

describe('My Profile calls', () => {
  const c = clock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createRegistryApp(c);
  });
  afterAll(() => t.close());

  const post = (url: string, body: unknown) => send(t.app, 'POST', url, body);
  const update = (body: unknown) => post('/api/contacts/UpdateProfileDetails', body);

  describe('GetProfileDetails', () => {
    it('answers the profile in its contract shape, no-store', async () => {
      const body = await registered(t);
      const res = await profileOf(t, body.sessionToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().data).toEqual({
        basicDetails: {
          firstName: 'Ann',
          lastName: 'Lee',
          mobile: '(212) 555-0134',
          address: '1 Main Street',
          city: 'New York',
          state: 'NY',
          zipCode: '10001',
          dob: '1980-05-17',
          gender: 'Female',
          email: body.email,
          isMobile: true,
          secondaryConsent: { isSecondaryContactMediumSMS: true, media: { Email: true, SMS: true } },
          distanceOptions: '25 miles',
          patientEnquiries: ['I am looking for a study for myself'],
          homeTrailsConsentOptions: 'Yes',
        },
        conditions: [{ sitecoreId: 'cond-migraine', conditionId: 'migraine' }],
        communities: ['migraine-community'],
        savedTrials: [],
        isVerifiedEmail: false,
        updatedGuestRef: body.ref,
        patientType: 'adult',
        delegateEmail: null,
        isWelcomeSmsSent: true,
        migrated: false,
      });
    });

    it('answers 401 for an unknown token and 400 for a malformed one', async () => {
      expectProblem(await profileOf(t, 'b'.repeat(43)), 401, 'body.myProfileToken');
      expectProblem(await profileOf(t, 'bad token'), 400, 'body.myProfileToken');
    });
  });

  describe('UpdateProfileDetails', () => {
    it('saves the form; coordinates come from the zip', async () => {
      const body = await registered(t);
      const res = await update(profileForm(body.sessionToken, { Email: body.email.toUpperCase() }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: true, emailChanged: false });
      const details = (await profileOf(t, body.sessionToken)).json().data.basicDetails;
      expect(details).toMatchObject({
        firstName: 'Annie',
        city: 'Boston',
        zipCode: '02108',
        dob: '1979-09-07',
        email: body.email,
        secondaryConsent: { isSecondaryContactMediumSMS: false, media: { Email: true, SMS: false } },
      });
      const row = await profileRow(t, body.email);
      expect(row?.latitude).toBeCloseTo(42.36, 1);
    });

    it('saves a new address unverified and mails it the verification link', async () => {
      const body = await registered(t);
      await sendProfileEmail(t, body.email);
      const oldLink = (await mailedLink(t, body.email)).url.searchParams.get('myProfileToken')!;
      const email = freshEmail('moved');
      const res = await update(profileForm(body.sessionToken, { Email: email }));
      expect(res.json()).toEqual({ saved: true, emailChanged: true });
      expect((await profileRow(t, email))?.is_verified_email).toBe(false);
      const { message, url } = await mailedLink(t, email);
      expect(message.subject).toBe('Please verify your email address');
      // The link mailed to the old address no longer signs in; the new one does.
      expect((await verifyProfile(t, oldLink)).json().isLinkExpired).toBe(true);
      const fresh = await verifyProfile(t, url.searchParams.get('myProfileToken')!);
      expect(fresh.json().IsVerifiedEmail).toBe(true);
    });

    it('answers 409 for an address linked to another profile and changes nothing', async () => {
      const other = await registered(t);
      const body = await registered(t);
      const res = await update(profileForm(body.sessionToken, { Email: other.email.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([
        { field: 'body.Email', reason: 'entered email address is linked to another account' },
      ]);
      expect((await profileRow(t, body.email))?.first_name).toBe('Ann');
    });

    it.each([
      ['31 February', { Day: '31', Month: '2' }, 'body.Day'],
      ['age 17', { Day: '2', Month: '3', Year: '2007' }, 'body.Year'],
      ['age 101', { Day: '1', Month: '3', Year: '1924' }, 'body.Year'],
      [
        'SMS consent without the mobile box',
        { SecondaryConsentMediumSMS: true, isMobile: false },
        'body.isMobile',
      ],
      ['a bad zip', { Zipcode: '123' }, 'body.Zipcode'],
    ])('answers 400 for %s and changes nothing', async (_case, overrides, field) => {
      const body = await registered(t);
      expectProblem(
        await update(profileForm(body.sessionToken, { Email: body.email, ...overrides })),
        400,
        field,
      );
      expect((await profileRow(t, body.email))?.first_name).toBe('Ann');
    });

    it('answers 401 without a session', async () => {
      expectProblem(await update(profileForm('c'.repeat(43))), 401, 'body.myProfileToken');
    });
  });

  describe('UpdateEmail and UpdateCREmail (thank-you page)', () => {
    const updateEmail = (token: string, email: string) =>
      post('/api/cdp-api', { url: '/api/contacts/UpdateEmail', email, myProfileToken: token });
    const updateCrEmail = (token: string, existingEmail: string, newEmail: string) =>
      post('/Send/UpdateCREmail', {
        existingEmail,
        newEmail,
        emailType: 'verification',
        siteSettingsId: SITE,
        language: 'en',
        myProfileToken: token,
      });

    it('changes the address, then mails the verification to it', async () => {
      const body = await registered(t);
      const email = freshEmail('typo-fixed');
      const res = await updateEmail(body.sessionToken, email);
      expect(res.json()).toEqual({ data: { success: true, myProfileLinkToken: null } });
      expect((await profileRow(t, email))?.is_verified_email).toBe(false);
      expect((await updateCrEmail(body.sessionToken, body.email, email)).json()).toEqual({ sent: true });
      expect((await mailedLink(t, email)).message.subject).toBe('Please verify your email address');
      expect(await messagesTo(t, body.email)).toEqual([]);
    });

    it('never mails an address that is not the profile’s', async () => {
      const body = await registered(t);
      const elsewhere = freshEmail('victim');
      expect((await updateCrEmail(body.sessionToken, body.email, elsewhere)).json()).toEqual({ sent: false });
      expect(await messagesTo(t, elsewhere)).toEqual([]);
    });

    it('refuses an address of another profile', async () => {
      const other = await registered(t);
      const body = await registered(t);
      const res = await updateEmail(body.sessionToken, other.email);
      expect(res.json()).toEqual({ data: { success: false, myProfileLinkToken: null } });
      expect(await profileRow(t, body.email)).toBeDefined();
    });

    it('answers 401 without a session, 400 for another url', async () => {
      expectProblem(await updateEmail('d'.repeat(43), freshEmail()), 401, 'body.myProfileToken');
      const res = await post('/api/cdp-api', {
        url: '/api/other',
        email: freshEmail(),
        myProfileToken: 'd'.repeat(43),
      });
      expectProblem(res, 400, 'body.url');
    });
  });
});
