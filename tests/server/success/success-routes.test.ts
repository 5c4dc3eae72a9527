import { randomUUID } from 'node:crypto';
import { countRows } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { createContactApp, send, submitContactForm, testClock } from '../contact/support';
import { choiceBody, TENANT } from '../site-selection/support';

describe('success, health data and life-link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createContactApp(testClock());
  });
  afterAll(() => t.close());

  describe('GET /api/success/Details', () => {
    it('the saved site, flags, appointment and merge tags; never cached', async () => {
      const { body: submitted } = await submitContactForm(t.app);
      const enrollmentId = submitted.journeyStatusRequest.enrollmentId;
      await send(t.app, 'POST', '/SiteSelection/AddOrUpdatePatientSiteDetails', choiceBody({ enrollmentId }));
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/success/Details?enrollmentId=${enrollmentId}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({
        journeyType: '01',
        patientType: 'adult',
        site: { siteCode: 'MIG-301-001', isHumanAPIEnabled: true },
        appointmentStatus: 'Requested',
        appointmentDateTime: 'Tuesday, March 4, 2025, Morning, 10:00 AM',
        flags: {
          hideShareHealthData: false,
          hideAppointmentDateTime: false,
          hideNextSteps: false,
          hideAdvancedNextSteps: true,
        },
        contactEmail: 'ann@example.com',
        mergeTags: {
          FirstName: 'Ann',
          LastName: 'Lee',
          SiteName: 'Lakeside Neurology Research Center',
          StudyName: 'Migraine Prevention Study',
          SponsorName: 'ClinicalResearch Demo Sponsor',
          PIName: 'Dr. Maya Patel, MD',
          SitePhone: '(800) 555-0100',
          SponsorContact: 'Patel',
        },
      });
    });

    it('404 for an unknown enrolment', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/success/Details?enrollmentId=${randomUUID()}`,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('health data (sandbox)', () => {
    const sessionBody = (enrollmentId: string) => ({
      client_user_email: 'ann@example.com',
      client_user_id: enrollmentId,
      type: 'session',
      retryCount: 3,
    });

    it('issues a session, connects it, and stores only the token hash', async () => {
      const enrollmentId = randomUUID();
      const session = await send(t.app, 'POST', '/api/humanapi', sessionBody(enrollmentId));
      expect(session.statusCode).toBe(200);
      const { session_token, human_id, connect } = session.json();
      expect(connect).toBe('sandbox');
      const stored = await t.deps.db
        .selectFrom('health_data_sandbox_sessions')
        .select('token_hash')
        .execute();
      expect(stored.map((r) => r.token_hash)).not.toContain(session_token);
      const connected = await send(t.app, 'POST', '/api/humanapi/sandbox/connect', { session_token });
      expect(connected.json()).toEqual({ human_id, status: 'Connected' });
      const unknown = await send(t.app, 'POST', '/api/humanapi/sandbox/connect', { session_token: 'nope' });
      expect(unknown.statusCode).toBe(404);
    });

    it('records the latest outcome per enrolment', async () => {
      const enrollmentId = randomUUID();
      const update = {
        baseUrl: 'http://localhost:8080',
        enrollmentId,
        tenantKey: TENANT,
        humanApiEnabled: true,
        recordLastModifiedDate: '2025-03-01T10:00:00.000Z',
        humanApiStatus: 'Clicked',
        exception: 'timeout',
      };
      await send(t.app, 'POST', '/HumanApi/UpdateHumanApiResponse', update);
      const res = await send(t.app, 'POST', '/HumanApi/UpdateHumanApiResponse', {
        ...update,
        humanApiStatus: 'Connected',
        exception: '',
      });
      expect(res.json()).toEqual({ updated: true });
      const rows = await t.deps.db
        .selectFrom('health_data_responses')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ human_api_status: 'Connected', exception: '' });
    });

    it('400 without the fixed retryCount, nothing stored', async () => {
      const before = await countRows(t.deps.db, 'health_data_sandbox_sessions');
      const res = await send(t.app, 'POST', '/api/humanapi', { ...sessionBody(randomUUID()), retryCount: 1 });
      expect(res.statusCode).toBe(400);
      expect(await countRows(t.deps.db, 'health_data_sandbox_sessions')).toBe(before);
    });
  });

  describe('life-link page', () => {
    const pageUrl = (lifeLinkToken: string) =>
      send(t.app, 'POST', '/api/lifelink/PageUrl', { lifeLinkToken }, { key: null });

    it('a GetUrl token opens the sandbox page; unknown tokens answer null', async () => {
      const getUrl = await send(
        t.app,
        'POST',
        '/api/lifelink/GetUrl',
        {
          tenantKey: TENANT,
          enrollmentId: randomUUID(),
          lifeLinkEnabled: true,
          subjectHighRisk: false,
          baseURL: 'http://localhost:8080',
          sitecode: 'MIG-301-004',
          protocol: 'MIG-301',
          languageName: 'en',
          siteSettingsId: 'site-settings-cr-demo',
          isLLBackgroundJobCall: false,
        },
        { key: null },
      );
      const token = new URL(getUrl.json().lifeLinkUrl).searchParams.get('uToken') ?? '';
      expect(token).not.toBe('');
      const target = new URL((await pageUrl(token)).json().lifeLinkUrl);
      expect(target.pathname).toBe('/sandbox/life-link');
      const page = await t.app.inject({ method: 'GET', url: target.pathname + target.search });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('health-record link (life-link) sandbox');
      expect(page.body).not.toMatch(/<script|<style|style=/);
      expect((await pageUrl('unknown-token')).json()).toEqual({ lifeLinkUrl: null });
    });

    it.each([
      ['en', '/siteselectionsuccess'],
      ['es', '/es/siteselectionsuccess'],
    ])('the sandbox destination leads back to the success page (%s)', async (language, back) => {
      const getUrl = await send(
        t.app,
        'POST',
        '/api/lifelink/GetUrl',
        {
          tenantKey: TENANT,
          enrollmentId: randomUUID(),
          lifeLinkEnabled: true,
          subjectHighRisk: false,
          baseURL: 'http://localhost:8080',
          sitecode: 'MIG-301-004',
          protocol: 'MIG-301',
          languageName: language,
          siteSettingsId: 'site-settings-cr-demo',
          isLLBackgroundJobCall: false,
        },
        { key: null },
      );
      const token = new URL(getUrl.json().lifeLinkUrl).searchParams.get('uToken') ?? '';
      const target = new URL((await pageUrl(token)).json().lifeLinkUrl);
      const page = await t.app.inject({ method: 'GET', url: target.pathname + target.search });
      expect(page.body).toContain(`<a href="${back}">`);
      expect(page.body).not.toContain('<a href="/">');
    });

    it('the demo token works in demo mode', async () => {
      const url = (await pageUrl('demo-life-link')).json().lifeLinkUrl;
      expect(url).toMatch(/\/sandbox\/life-link\?session=demo$/);
      const unknown = await t.app.inject({ method: 'GET', url: '/sandbox/life-link?session=zzz' });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
