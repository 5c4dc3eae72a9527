import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { RecordingSms } from '../support/fakes';
import { countRows } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { createContactApp, send, STUDY, submitContactForm, testClock, validValues, TENANT } from './support';
import { editStoredContent } from '../support/edit-stored-content';

const detailsUrl = (guestRef: string) =>
  `/api/contacts/AddUpdatePatientDetails/${guestRef}?guestType=visitor`;

function detailsBody(overrides: Record<string, unknown> = {}) {
  return {
    contactFormSettingsId: 'adult-contact-form',
    formType: 'adult',
    language: 'en',
    studyKey: STUDY,
    ruleContext: { minorPath: false, screenerQualified: true },
    values: validValues('adult'),
    enrollmentId: randomUUID(),
    urlParams: [{ key: 'utm_medium', value: 'mail' }],
    ...overrides,
  };
}

function smsBody(enrollmentId: string, overrides: Record<string, unknown> = {}) {
  return {
    enrollmentId,
    smsType: 'Cr-Registration',
    smsStudyName: 'Migraine Study',
    countryCode: '+1',
    smsRootPath: '/migraine-study',
    mobileNumber: '+13125550100',
    websiteName: 'ClinicalResearch',
    tenantKey: TENANT,
    ...overrides,
  };
}

function lifeLinkBody(overrides: Record<string, unknown> = {}) {
  return {
    tenantKey: TENANT,
    enrollmentId: randomUUID(),
    lifeLinkEnabled: true,
    subjectHighRisk: false,
    baseURL: 'http://localhost:8080',
    sitecode: 'MIG-301-001',
    protocol: 'MIG-301',
    languageName: 'en',
    siteSettingsId: 'site-settings-cr-demo',
    isLLBackgroundJobCall: false,
    ...overrides,
  };
}

describe('contact follow-up calls', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createContactApp(clock);
  });
  afterAll(() => t.close());

  describe('AddUpdatePatientDetails', () => {
    it('keeps one record per guest and enrolment, the latest values winning', async () => {
      const body = detailsBody();
      const first = await send(t.app, 'POST', detailsUrl('guest-d'), body);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ stored: true, guestRef: 'guest-d', enrollmentId: body.enrollmentId });
      await send(t.app, 'POST', detailsUrl('guest-d'), {
        ...body,
        values: validValues('adult', { City: 'Evanston' }),
      });
      const rows = await t.deps.db
        .selectFrom('contact_patient_details')
        .selectAll()
        .where('guest_ref', '=', 'guest-d')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.form_values).toMatchObject({ City: 'Evanston' });
      expect(rows[0]?.url_params).toEqual([{ key: 'utm_medium', value: 'mail' }]);
    });

    it('400 with the field errors for invalid values, storing nothing', async () => {
      const before = await countRows(t.deps.db, 'contact_patient_details');
      const res = await send(
        t.app,
        'POST',
        detailsUrl('guest-bad'),
        detailsBody({ values: validValues('adult', { Email: 'x' }) }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('body.values.Email');
      expect(await countRows(t.deps.db, 'contact_patient_details')).toBe(before);
    });
  });

  describe('GET /api/getIp', () => {
    it('answers the connection IP', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getIp', remoteAddress: '198.51.100.7' });
      expect(res.json()).toEqual({ ip: '198.51.100.7' });
    });
  });

  describe('GetConsentDetails', () => {
    it('answers the stored consents of the email, nulls for an unknown one', async () => {
      await submitContactForm(t.app, {
        values: validValues('adult', { Email: 'consent@example.com', SecondaryConsentMedium: ['SMS'] }),
      });
      const known = await send(t.app, 'POST', '/api/contacts/GetConsentDetails', {
        tenantKey: TENANT,
        email: 'Consent@Example.com',
      });
      expect(known.json()).toEqual({
        primaryconsent: true,
        secondaryconsent: false,
        secondaryConsentMedium: 'SMS',
      });
      const unknown = await send(t.app, 'POST', '/api/contacts/GetConsentDetails', {
        tenantKey: TENANT,
        email: 'nobody@example.com',
      });
      expect(unknown.json()).toEqual({
        primaryconsent: null,
        secondaryconsent: null,
        secondaryConsentMedium: null,
      });
    });
  });

  describe('AddContactsToCRMailingList', () => {
    it('adds an email once per tenant', async () => {
      const values = validValues('adult', { Email: 'list@example.com', SecondaryConsentMedium: ['Email'] });
      const { body: contact } = await submitContactForm(t.app, { values });
      const body = {
        tenantKey: TENANT,
        enrollmentId: contact.journeyStatusRequest.enrollmentId,
        email: 'list@example.com',
        language: 'en',
        patientType: 'adult',
      };
      const first = await send(t.app, 'POST', '/Send/AddContactsToCRMailingList', body);
      const again = await send(t.app, 'POST', '/Send/AddContactsToCRMailingList', {
        ...body,
        email: 'LIST@example.com',
      });
      expect(first.json()).toEqual({ added: true });
      expect(again.json()).toEqual({ added: false });
      const rows = await t.deps.db
        .selectFrom('contact_mailing_list')
        .selectAll()
        .where('email', '=', 'list@example.com')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('400 for a bad email', async () => {
      const res = await send(t.app, 'POST', '/Send/AddContactsToCRMailingList', {
        tenantKey: TENANT,
        enrollmentId: 'e',
        email: 'nope',
        language: 'en',
        patientType: 'adult',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('SendSMS (welcome, Cr-Registration)', () => {
    it('sends at most one welcome SMS per enrolment', async () => {
      const sms = t.deps.sms as RecordingSms;
      const before = sms.sent.length;
      const enrollmentId = randomUUID();
      const first = await send(t.app, 'POST', '/api/contacts/SendSMS', smsBody(enrollmentId));
      const again = await send(t.app, 'POST', '/api/contacts/SendSMS', smsBody(enrollmentId));
      expect(first.json()).toEqual({ sent: true, alreadySent: false });
      expect(again.json()).toEqual({ sent: false, alreadySent: true });
      await t.deliver();
      expect(sms.sent.length - before).toBe(1);
      const message = sms.sent[sms.sent.length - 1];
      expect(message?.to).toBe('+13125550100');
      expect(message?.payload).toMatchObject({ smsType: 'Cr-Registration', enrollmentId });
      expect(message?.text).toContain('/migraine-study');
    });

    it.each([
      ['a number without the country prefix', { mobileNumber: '3125550100' }, 'body.mobileNumber'],
      ['another SMS type', { smsType: 'Marketing' }, 'body.smsType'],
    ])('400 for %s', async (_name, override, field) => {
      const res = await send(t.app, 'POST', '/api/contacts/SendSMS', smsBody(randomUUID(), override));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    });
  });

  describe('AddOrUpdatePatientSiteDetails', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({
      tenantKey: TENANT,
      enrollmentId: randomUUID(),
      siteCode: 'AST-205-VIRTUAL',
      protocol: 'AST-205',
      isVirtual: true,
      journeyType: '02',
      ...overrides,
    });

    it('journey 02 virtual: stores the site, no referral id', async () => {
      const res = await send(t.app, 'POST', '/SiteSelection/AddOrUpdatePatientSiteDetails', body());
      expect(res.json()).toEqual({ stored: true, referralId: null });
    });

    it('journey 03 virtual: a referral id, made once and kept on a repeat', async () => {
      const request = body({ journeyType: '03', generateReferralId: true });
      const first = await send(t.app, 'POST', '/SiteSelection/AddOrUpdatePatientSiteDetails', request);
      const again = await send(t.app, 'POST', '/SiteSelection/AddOrUpdatePatientSiteDetails', request);
      expect(first.json().referralId).toMatch(/^REF-[0-9A-Z]{10}$/);
      expect(again.json().referralId).toBe(first.json().referralId);
    });

    it('400 for an unknown site or a protocol the site does not run', async () => {
      const unknown = await send(
        t.app,
        'POST',
        '/SiteSelection/AddOrUpdatePatientSiteDetails',
        body({ siteCode: 'NOPE' }),
      );
      const wrong = await send(
        t.app,
        'POST',
        '/SiteSelection/AddOrUpdatePatientSiteDetails',
        body({ protocol: 'MIG-301' }),
      );
      expect(unknown.json().errors[0].field).toBe('body.siteCode');
      expect(wrong.json().errors[0].field).toBe('body.protocol');
    });
  });

  describe('life-link', () => {
    it('GetUrl answers null unless the site enables life-link', async () => {
      const res = await send(t.app, 'POST', '/api/lifelink/GetUrl', lifeLinkBody(), { key: null });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ lifeLinkUrl: null });
    });

    it('GetUrl answers a URL on the base when the site and the request enable it', async () => {
      await editStoredContent(t.deps.db, () =>
        sql`update content_items set data = jsonb_set(data, '{isLifeLinkEnabled}', 'true')
          where kind = 'site' and key = 'MIG-301-001'`.execute(t.deps.db),
      );
      const body = lifeLinkBody();
      const res = await send(t.app, 'POST', '/api/lifelink/GetUrl', body, { key: null });
      const url = new URL(res.json().lifeLinkUrl);
      expect(url.origin + url.pathname).toBe('http://localhost:8080/life-link');
      expect(url.searchParams.get('enrollmentId')).toBe(body.enrollmentId);
      const off = await send(
        t.app,
        'POST',
        '/api/lifelink/GetUrl',
        lifeLinkBody({ lifeLinkEnabled: false }),
        {
          key: null,
        },
      );
      expect(off.json()).toEqual({ lifeLinkUrl: null });
    });

    it('Update keeps one record per enrolment', async () => {
      const body = lifeLinkBody();
      await send(t.app, 'POST', '/api/lifelink/Update', body);
      const res = await send(t.app, 'POST', '/api/lifelink/Update', { ...body, subjectHighRisk: true });
      expect(res.json()).toEqual({ updated: true, enrollmentId: body.enrollmentId });
      const rows = await t.deps.db
        .selectFrom('contact_life_link_updates')
        .selectAll()
        .where('enrollment_id', '=', body.enrollmentId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.payload).toMatchObject({ subjectHighRisk: true });
    });

    it('400 for a base URL that is not a URL', async () => {
      const res = await send(t.app, 'POST', '/api/lifelink/Update', lifeLinkBody({ baseURL: 'nope' }));
      expect(res.statusCode).toBe(400);
    });
  });
});
