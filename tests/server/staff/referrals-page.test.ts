import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { testClock } from '../journey/support';
import { validValues } from '../contact/support';
import type { SignedInStaff } from './support';
import {
  createReferralsApp,
  referralStaff,
  get,
  OTHER_STUDY_SITE,
  referralAt,
  referredParticipant,
  SITE_A,
  SITE_B,
  type Referred,
} from './referral-support';

/*
 * One referral's page: what the participant gave (only with personal data access), its history,
 * every personal view audited, and the site staff's first view marking it Viewed. Another
 * site's or study's referral answers 404, as an unknown one does.
 */

const page = (referralId: string) => `/api/staff/referrals/${encodeURIComponent(referralId)}`;

describe(`staff referral page on ${databaseUnderTest}`, () => {
  const clock = testClock('2025-03-01T10:00:00.000Z');
  let t: TestApp;
  let adult: Referred;
  let caregiver: Referred;
  let atB: Referred;
  let otherStudy: Referred;
  let siteStaffA: SignedInStaff;
  let siteStaffB: SignedInStaff;
  let manager: SignedInStaff;
  let otherManager: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    t = await createReferralsApp(clock);
    adult = await referredParticipant(t, {
      siteCode: SITE_A,
      values: validValues('adult', { SecondaryConsentMedium: ['Email'] }),
    });
    caregiver = await referredParticipant(t, { siteCode: SITE_A, formType: 'caregiver' });
    atB = await referredParticipant(t, { siteCode: SITE_B });
    otherStudy = await referralAt(t, OTHER_STUDY_SITE);
    ({ siteStaffA, siteStaffB, manager, otherManager, admin } = await referralStaff(t));
  });
  afterAll(() => t.close());

  const audits = (accountId: string, action: string) =>
    t.deps.db
      .selectFrom('staff_audit_log')
      .select(['target_id', 'details'])
      .where('actor_account_id', '=', accountId)
      .where('action', '=', action)
      .execute();

  it('answers 401 signed out, and 404 for another site, another study or an unknown id', async () => {
    expect((await get(t, page(adult.referralId))).statusCode).toBe(401);
    expect((await get(t, page(adult.referralId), siteStaffB.cookie)).statusCode).toBe(404);
    expect((await get(t, page(adult.referralId), otherManager.cookie)).statusCode).toBe(404);
    expect((await get(t, page(otherStudy.referralId), manager.cookie)).statusCode).toBe(404);
    expect((await get(t, page('no-such-referral'), siteStaffA.cookie)).statusCode).toBe(404);
  });

  it('shows site staff what the participant gave, audits the view and marks a New referral Viewed once', async () => {
    const res = await get(t, page(adult.referralId), siteStaffA.cookie);
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({
      referralId: adult.referralId,
      siteCode: SITE_A,
      protocol: 'MIG-301',
      status: 'Viewed',
      personalData: true,
      mayChangeStatus: true,
      language: 'en',
      contact: {
        name: 'Ann Lee',
        email: 'ann@example.com',
        phone: '3125550100',
        zipCode: '60611',
        filledBy: 'self',
        filledByName: null,
      },
    });
    expect(body.contact.address).toContain('1 Main St');
    expect(body.source).toEqual(expect.arrayContaining([{ key: 'utm_source', value: 'test' }]));
    expect(body.consents.length).toBeGreaterThan(0);
    expect(body.history).toEqual([
      expect.objectContaining({ status: 'Viewed', actor: expect.any(String), details: { automatic: true } }),
    ]);
    const viewed = await audits(siteStaffA.accountId, 'referral.viewed');
    expect(viewed.map((row) => row.target_id)).toEqual([adult.referralId]);
    expect(JSON.stringify(viewed[0]!.details)).not.toContain('Ann');
    // A second view adds no second Viewed event.
    const again = JSON.parse((await get(t, page(adult.referralId), siteStaffA.cookie)).body);
    expect(again.history).toHaveLength(1);
  });

  it('names the caregiver who filled in the form and the participant they filled it in for', async () => {
    const body = JSON.parse((await get(t, page(caregiver.referralId), siteStaffA.cookie)).body);
    expect(body.contact).toMatchObject({
      name: 'Pat Ient',
      email: 'cat@example.com',
      filledBy: 'caregiver',
      filledByName: 'Ann Lee',
    });
  });

  it('shows the screener result with its answers only to callers with personal data', async () => {
    const prescreenerId = randomUUID();
    await t.deps.db
      .insertInto('prescreeners')
      .values({
        prescreener_id: prescreenerId,
        tenant_key: 'cr-demo',
        enrollment_id: caregiver.enrollmentId,
        screener_response_id: randomUUID(),
        screener_id: 'migraine-screener',
        screener_type: 'study',
        screener_status: 'qualified',
        potential_participant_id: randomUUID(),
        created_at: clock.now,
        updated_at: clock.now,
      })
      .execute();
    await t.deps.db
      .insertInto('prescreener_outputs')
      .values({
        prescreener_id: prescreenerId,
        screener_status: 'qualified',
        qualified_protocols: JSON.stringify(['MIG-301']),
        last_question: 'frequency',
        output: JSON.stringify({ genericAnswers: [{ question: 'How often?', answer: 'Weekly' }] }),
        created_at: clock.now,
        updated_at: clock.now,
      })
      .execute();
    const withData = JSON.parse((await get(t, page(caregiver.referralId), siteStaffA.cookie)).body);
    expect(withData.screener).toEqual({
      status: 'qualified',
      qualifiedProtocols: ['MIG-301'],
      answers: [{ question: 'How often?', answer: 'Weekly' }],
    });
    const without = JSON.parse((await get(t, page(caregiver.referralId), manager.cookie)).body);
    expect(without.screener).toEqual({ status: 'qualified', qualifiedProtocols: ['MIG-301'], answers: null });
  });

  it('shows a study manager without personal data no personal field, records no Viewed and no audit', async () => {
    const res = await get(t, page(atB.referralId), manager.cookie);
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ contact: null, appointment: null, personalData: false, status: 'New' });
    for (const personal of ['Ann', 'Lee', 'ann@example.com', '3125550100', '60611', '1 Main St'])
      expect(res.body).not.toContain(personal);
    expect(body.history).toEqual([]);
    expect(await audits(manager.accountId, 'referral.viewed')).toEqual([]);
  });

  it('lets an admin read, but not work, any referral', async () => {
    const body = JSON.parse((await get(t, page(otherStudy.referralId), admin.cookie)).body);
    expect(body).toMatchObject({ mayChangeStatus: false, contact: null, status: 'New' });
  });
});
