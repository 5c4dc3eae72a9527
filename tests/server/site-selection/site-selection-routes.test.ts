import { randomUUID } from 'node:crypto';
import { countRows } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { createContactApp, send, testClock } from '../contact/support';
import { choiceBody, nextStepsUrl, TENANT } from './support';

const SAVE = '/SiteSelection/AddOrUpdatePatientSiteDetails';

describe('site-selection calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createContactApp(testClock());
  });
  afterAll(() => t.close());

  const row = (enrollmentId: string) =>
    t.deps.db
      .selectFrom('contact_site_details')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId)
      .executeTakeFirst();

  describe('AddOrUpdatePatientSiteDetails', () => {
    it('stores the choice with its referral id, status, consents and proposed appointment', async () => {
      const body = choiceBody({ isUserOptedKiElementConsent: 'Yes', isUserOptedLifeLinkConsent: 'No' });
      const res = await send(t.app, 'POST', SAVE, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ stored: true, referralId: `${body.enrollmentId}-MIG-301-001` });
      expect(await row(body.enrollmentId)).toMatchObject({
        site_code: 'MIG-301-001',
        patient_referral_status: 'New',
        journey_step: 'site-selection',
        ki_element_consent: 'Yes',
        life_link_consent: 'No',
        appointment_status: 'Requested',
        appointment_date_time: 'Tuesday, March 4, 2025, Morning, 10:00 AM',
      });
    });

    it('a new choice replaces the previous one; a replay answers the stored response', async () => {
      const enrollmentId = randomUUID();
      await send(t.app, 'POST', SAVE, choiceBody({ enrollmentId }));
      const key = randomUUID();
      const body = choiceBody({ enrollmentId, siteCode: 'MIG-301-005' });
      const first = await send(t.app, 'POST', SAVE, body, { key });
      const replay = await send(t.app, 'POST', SAVE, body, { key });
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      expect(await row(enrollmentId)).toMatchObject({
        site_code: 'MIG-301-005',
        appointment_status: 'SiteDirected',
      });
    });

    it.each([
      ['a referral id that is not enrolment + site', { referralId: 'REF-1' }, 'body.referralId'],
      ['an unknown site', { siteCode: 'NOPE', referralId: undefined }, 'body.siteCode'],
      ['a protocol the site does not run', { protocol: 'AST-204' }, 'body.protocol'],
    ])('400 for %s, nothing stored', async (_name, overrides, field) => {
      const before = await countRows(t.deps.db, 'contact_site_details');
      const res = await send(t.app, 'POST', SAVE, choiceBody(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors[0].field).toBe(field);
      expect(await countRows(t.deps.db, 'contact_site_details')).toBe(before);
    });

    it('keeps the virtual-result behaviour without a referral id', async () => {
      const body = {
        tenantKey: TENANT,
        enrollmentId: randomUUID(),
        siteCode: 'AST-205-VIRTUAL',
        protocol: 'AST-205',
        isVirtual: true,
        journeyType: '03',
        generateReferralId: true,
      };
      const res = await send(t.app, 'POST', SAVE, body);
      expect(res.json().referralId).toMatch(/^REF-[0-9A-Z]{10}$/);
    });
  });

  describe('GET /api/journey/SiteSelectionNextSteps', () => {
    it.each([
      ['a plain tier-1 site', 'MIG-301-001', { isPostTOLL: false, appointmentStatus: 'Requested' }],
      [
        'a life-link site on journey 01: post-TOLL',
        'MIG-301-004',
        { isPostTOLL: true, appointmentStatus: 'Requested' },
      ],
      [
        'a site-directed life-link site',
        'MIG-301-005',
        { isPostTOLL: false, appointmentStatus: 'SiteDirected', appointmentDateTime: '' },
      ],
    ])('%s', async (_name, siteCode, expected) => {
      const body = choiceBody({ siteCode });
      await send(t.app, 'POST', SAVE, body);
      const res = await t.app.inject({ method: 'GET', url: nextStepsUrl(body.enrollmentId, siteCode) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        nextStepUrl: '/siteselectionsuccess',
        isVirtual: false,
        ...expected,
      });
      expect(res.json().sitesData[0].siteCode).toBe(siteCode);
    });

    it('journey 02 with a life-link site is never post-TOLL', async () => {
      const body = choiceBody({ siteCode: 'AST-204-002', protocol: 'AST-204', journeyType: '02' });
      await send(t.app, 'POST', SAVE, body);
      const res = await t.app.inject({
        method: 'GET',
        url: nextStepsUrl(body.enrollmentId, 'AST-204-002', 'asthma-study'),
      });
      expect(res.json().isPostTOLL).toBe(false);
    });

    it('409 when no site (or another site) is saved for the enrolment', async () => {
      const none = await t.app.inject({ method: 'GET', url: nextStepsUrl(randomUUID(), 'MIG-301-001') });
      expect(none.statusCode).toBe(409);
      const body = choiceBody();
      await send(t.app, 'POST', SAVE, body);
      const other = await t.app.inject({
        method: 'GET',
        url: nextStepsUrl(body.enrollmentId, 'MIG-301-004'),
      });
      expect(other.statusCode).toBe(409);
    });
  });

  describe('AddUpdateSiteProtocolToDataExtension', () => {
    const url = '/api/contacts/AddUpdateSiteProtocolToDataExtension/guest-1?guestType=visitor';
    const body = (overrides: Record<string, unknown> = {}) => {
      const { isVirtual: _v, patientReferralStatus: _s, journeyStep: _j, ...rest } = choiceBody(overrides);
      return { ...rest, studyName: 'Migraine Prevention Study' };
    };

    it('keeps the latest per enrolment and answers data true', async () => {
      const first = body();
      expect((await send(t.app, 'POST', url, first)).json()).toEqual({ data: true });
      const again = body({ enrollmentId: first.enrollmentId, siteCode: 'MIG-301-004' });
      await send(t.app, 'POST', url, again);
      const rows = await t.deps.db
        .selectFrom('site_selection_data_extensions')
        .selectAll()
        .where('enrollment_id', '=', first.enrollmentId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ site_code: 'MIG-301-004', guest_ref: 'guest-1' });
    });

    it('400 for a wrong referral id, nothing stored', async () => {
      const before = await countRows(t.deps.db, 'site_selection_data_extensions');
      const res = await send(t.app, 'POST', url, body({ referralId: 'x' }));
      expect(res.json().errors[0].field).toBe('body.referralId');
      expect(await countRows(t.deps.db, 'site_selection_data_extensions')).toBe(before);
    });
  });

  describe('appointment status and no site convenient', () => {
    it('UpdateAppointmentStatus updates the saved site, 409 for another', async () => {
      const body = choiceBody();
      await send(t.app, 'POST', SAVE, body);
      const update = {
        tenantKey: TENANT,
        enrollmentId: body.enrollmentId,
        siteCode: 'MIG-301-001',
        appointmentStatus: 'Scheduled',
      };
      expect((await send(t.app, 'POST', '/api/sites/UpdateAppointmentStatus', update)).json()).toEqual({
        updated: true,
      });
      expect((await row(body.enrollmentId))?.appointment_status).toBe('Scheduled');
      const wrong = await send(t.app, 'POST', '/api/sites/UpdateAppointmentStatus', {
        ...update,
        siteCode: 'MIG-301-004',
      });
      expect(wrong.statusCode).toBe(409);
    });

    it('records the NSC status, the sites offered and the zip referral', async () => {
      const enrollmentId = randomUUID();
      const patient = await send(
        t.app,
        'POST',
        `/SiteSelection/UpdatePatientDetailsForNSC?tenantKey=${TENANT}&enrollmentId=${enrollmentId}&patientReferralStatus=No-site-convenient`,
      );
      expect(patient.json()).toEqual({ updated: true });
      const sites = await send(
        t.app,
        'POST',
        `/api/contacts/UpdateSiteProtocolDetailsForNSC/guest-9?enrollmentId=${enrollmentId}`,
        { tenantKey: TENANT, siteCodes: ['MIG-301-001', 'MIG-301-004', 'MIG-301-001'] },
      );
      expect(sites.json()).toEqual({ updated: true });
      const zip = await send(t.app, 'POST', '/api/contacts/UpdateZipcodeReferral/pid-1?guestType=visitor', {
        enrollmentId,
        zipCode: '',
        journeyStep: 'site-selection',
        patientReferralStatus: 'No-site-convenient',
        patientType: 'adult',
      });
      expect(zip.json()).toEqual({ updated: true });
      const nsc = await t.deps.db
        .selectFrom('site_selection_not_convenient')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .executeTakeFirstOrThrow();
      expect(nsc).toMatchObject({ patient_referral_status: 'No-site-convenient', guest_ref: 'guest-9' });
      expect(nsc.site_codes).toEqual(['MIG-301-001', 'MIG-301-004']);
    });

    it('400 for an unknown site among the inconvenient ones', async () => {
      const res = await send(
        t.app,
        'POST',
        `/api/contacts/UpdateSiteProtocolDetailsForNSC/g?enrollmentId=${randomUUID()}`,
        {
          tenantKey: TENANT,
          siteCodes: ['NOPE'],
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('body.siteCodes');
    });
  });
});
