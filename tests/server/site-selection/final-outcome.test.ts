import { randomUUID } from 'node:crypto';
import { countRows, participantBody, postParticipant } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { createContactApp, send, testClock } from '../contact/support';
import { choiceBody, outcomeBody, OUTCOME_URL, SAVE_SITE_URL, TENANT } from './support';

/*
 * An enrolment's outcome is final: after "no site convenient" (or any other outcome) a site
 * choice, its data extension and its appointment status are refused with a problem naming why,
 * and nothing changes. The documented transitions (same outcome again; the chosen site saved
 * again after success) stay open.
 */

const SAVE = SAVE_SITE_URL;
const NSC = '/SiteSelection/UpdatePatientDetailsForNSC';
const DATA_EXTENSION = '/api/contacts/AddUpdateSiteProtocolToDataExtension';
const APPOINTMENT = '/api/sites/UpdateAppointmentStatus';

describe(`final outcomes on ${databaseUnderTest}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createContactApp(testClock());
  });
  afterAll(() => t.close());

  async function enrol() {
    const body = participantBody({ tenantKey: TENANT });
    const res = await postParticipant(t.app, body);
    expect(res.statusCode).toBe(200);
    return body.enrollmentId as string;
  }

  const outcome = (enrollmentId: string, patientReferralStatus: string) =>
    send(t.app, 'POST', OUTCOME_URL, outcomeBody(enrollmentId, patientReferralStatus));

  const noSiteConvenient = (enrollmentId: string) =>
    send(
      t.app,
      'POST',
      `${NSC}?tenantKey=${TENANT}&enrollmentId=${enrollmentId}&patientReferralStatus=No-site-convenient`,
      {},
    );

  function expectOutcomeFinal(res: Awaited<ReturnType<typeof send>>, status: string) {
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      title: 'Outcome already recorded',
      errors: [{ field: 'body.enrollmentId', reason: expect.stringContaining(status) }],
    });
  }

  it('refuses a site choice after "no site convenient" and its outcome, storing nothing', async () => {
    const enrollmentId = await enrol();
    expect((await noSiteConvenient(enrollmentId)).statusCode).toBe(200);
    expect((await outcome(enrollmentId, 'No-site-convenient')).statusCode).toBe(200);
    const before = await countRows(t.deps.db, 'contact_site_details');
    const res = await send(t.app, 'POST', SAVE, choiceBody({ enrollmentId }));
    expectOutcomeFinal(res, 'No-site-convenient');
    expect(await countRows(t.deps.db, 'contact_site_details')).toBe(before);
  });

  it('refuses a site choice once "no site convenient" is recorded, before its outcome page', async () => {
    const enrollmentId = await enrol();
    await noSiteConvenient(enrollmentId);
    expectOutcomeFinal(await send(t.app, 'POST', SAVE, choiceBody({ enrollmentId })), 'No-site-convenient');
  });

  it('refuses the data extension and the appointment status of a choice the outcome forbids', async () => {
    const enrollmentId = await enrol();
    const body = choiceBody({ enrollmentId });
    expect((await send(t.app, 'POST', SAVE, body)).statusCode).toBe(200);
    await noSiteConvenient(enrollmentId);
    const extension = await send(t.app, 'POST', `${DATA_EXTENSION}/guest-1?guestType=visitor`, {
      tenantKey: TENANT,
      enrollmentId,
      siteCode: body.siteCode,
      protocol: body.protocol,
      referralId: body.referralId,
      journeyType: '01',
      studyName: 'Migraine Prevention Study',
      sponsor: 'Demo Sponsor',
    });
    expect(extension.statusCode).toBe(422);
    const appointment = await send(t.app, 'POST', APPOINTMENT, {
      tenantKey: TENANT,
      enrollmentId,
      siteCode: body.siteCode,
      appointmentStatus: 'Requested',
    });
    expect(appointment.statusCode).toBe(422);
  });

  it('refuses another outcome and "no site convenient" after success; the same site saved again is accepted', async () => {
    const enrollmentId = await enrol();
    expect((await send(t.app, 'POST', SAVE, choiceBody({ enrollmentId }))).statusCode).toBe(200);
    expect((await outcome(enrollmentId, 'New')).statusCode).toBe(200);
    expect((await send(t.app, 'POST', SAVE, choiceBody({ enrollmentId }))).statusCode).toBe(200);
    expectOutcomeFinal(
      await send(t.app, 'POST', SAVE, choiceBody({ enrollmentId, siteCode: 'MIG-301-005' })),
      'New',
    );
    expectOutcomeFinal(await noSiteConvenient(enrollmentId), 'New');
    expectOutcomeFinal(await outcome(enrollmentId, 'No-site-convenient'), 'New');
    expect((await outcome(enrollmentId, 'New')).statusCode).toBe(200);
  });

  it('before any outcome the person may change their mind', async () => {
    const enrollmentId = randomUUID();
    expect((await send(t.app, 'POST', SAVE, choiceBody({ enrollmentId }))).statusCode).toBe(200);
    const other = choiceBody({ enrollmentId, siteCode: 'MIG-301-005' });
    expect((await send(t.app, 'POST', SAVE, other)).statusCode).toBe(200);
  });
});
