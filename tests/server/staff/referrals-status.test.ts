import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { testClock } from '../journey/support';
import type { SignedInStaff } from './support';
import {
  createReferralsApp,
  referralStaff,
  OTHER_STUDY_SITE,
  post,
  referralAt,
  referredParticipant,
  SITE_A,
  SITE_B,
  type Referred,
} from './referral-support';

/*
 * Status changes: the site's staff and the study's managers work a referral, admins only read;
 * each change is an event with its actor and an audit entry; Withdrawn is final (409).
 */

const statusUrl = (referralId: string) => `/api/staff/referrals/${encodeURIComponent(referralId)}/status`;

describe(`staff referral status changes on ${databaseUnderTest}`, () => {
  const clock = testClock('2025-03-01T10:00:00.000Z');
  let t: TestApp;
  let referral: Referred;
  let atB: Referred;
  let otherStudy: Referred;
  let siteStaffA: SignedInStaff;
  let siteStaffB: SignedInStaff;
  let manager: SignedInStaff;
  let otherManager: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    t = await createReferralsApp(clock);
    referral = await referredParticipant(t, { siteCode: SITE_A });
    atB = await referredParticipant(t, { siteCode: SITE_B });
    otherStudy = await referralAt(t, OTHER_STUDY_SITE);
    ({ siteStaffA, siteStaffB, manager, otherManager, adminWithData: admin } = await referralStaff(t));
  });
  afterAll(() => t.close());

  const events = (referralId: string) =>
    t.deps.db
      .selectFrom('referral_status_events')
      .select(['status', 'details', 'actor_account_id'])
      .where('referral_id', '=', referralId)
      .orderBy('seq')
      .execute();

  it('refuses the signed out (401), other sites and studies (404) and admins (403), changing nothing', async () => {
    const change = { status: 'Contacted' };
    expect((await post(t, statusUrl(referral.referralId), change)).statusCode).toBe(401);
    expect((await post(t, statusUrl(referral.referralId), change, siteStaffB.cookie)).statusCode).toBe(404);
    expect((await post(t, statusUrl(referral.referralId), change, otherManager.cookie)).statusCode).toBe(404);
    expect((await post(t, statusUrl(otherStudy.referralId), change, manager.cookie)).statusCode).toBe(404);
    expect((await post(t, statusUrl(referral.referralId), change, admin.cookie)).statusCode).toBe(403);
    expect(await events(referral.referralId)).toEqual([]);
  });

  it('records each change with its actor, counts contact attempts and audits from and to', async () => {
    const first = await post(t, statusUrl(referral.referralId), { status: 'Contacted' }, siteStaffA.cookie);
    expect(first.statusCode).toBe(200);
    clock.now = new Date(clock.now.getTime() + 60_000);
    const second = await post(t, statusUrl(referral.referralId), { status: 'Contacted' }, manager.cookie);
    const body = JSON.parse(second.body);
    expect(body.status).toBe('Contacted');
    expect(body.history.map((e: { details: unknown }) => e.details)).toEqual([
      { attempt: 1 },
      { attempt: 2 },
    ]);
    expect(await events(referral.referralId)).toEqual([
      { status: 'Contacted', details: { attempt: 1 }, actor_account_id: siteStaffA.accountId },
      { status: 'Contacted', details: { attempt: 2 }, actor_account_id: manager.accountId },
    ]);
    const audit = await t.deps.db
      .selectFrom('staff_audit_log')
      .select(['details', 'target_id'])
      .where('action', '=', 'referral.status-changed')
      .where('actor_account_id', '=', siteStaffA.accountId)
      .execute();
    expect(audit).toEqual([{ details: { from: 'New', to: 'Contacted' }, target_id: referral.referralId }]);
  });

  it('needs an ISO date for Scheduled and a reason of at most 500 characters for Screen-failed', async () => {
    const url = statusUrl(atB.referralId);
    const fieldsOf = (body: string) => (JSON.parse(body).errors as { field: string }[]).map((e) => e.field);
    const noDate = await post(t, url, { status: 'Scheduled' }, siteStaffB.cookie);
    expect(noDate.statusCode).toBe(400);
    expect(fieldsOf(noDate.body)).toContain('body.date');
    expect(
      (await post(t, url, { status: 'Scheduled', date: '03/04/2025' }, siteStaffB.cookie)).statusCode,
    ).toBe(400);
    const longReason = await post(
      t,
      url,
      { status: 'Screen-failed', reason: 'x'.repeat(501) },
      siteStaffB.cookie,
    );
    expect(longReason.statusCode).toBe(400);
    expect(fieldsOf(longReason.body)).toContain('body.reason');
    expect(
      (await post(t, url, { status: 'Screen-failed', reason: '  ' }, siteStaffB.cookie)).statusCode,
    ).toBe(400);
    expect((await post(t, url, { status: 'New' }, siteStaffB.cookie)).statusCode).toBe(400);
    expect(await events(atB.referralId)).toEqual([]);
    expect(
      (await post(t, url, { status: 'Scheduled', date: '2025-03-20' }, siteStaffB.cookie)).statusCode,
    ).toBe(200);
    expect(
      (await post(t, url, { status: 'Screen-failed', reason: 'Age' }, siteStaffB.cookie)).statusCode,
    ).toBe(200);
    expect((await events(atB.referralId)).map((e) => e.details)).toEqual([
      { date: '2025-03-20' },
      { reason: 'Age' },
    ]);
  });

  it('keeps free-text reasons from a study manager without personal data', async () => {
    const res = await post(t, statusUrl(atB.referralId), { status: 'Enrolled' }, manager.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Age');
  });

  it('keeps a withdrawn referral withdrawn (409)', async () => {
    const url = statusUrl(referral.referralId);
    expect((await post(t, url, { status: 'Withdrawn' }, siteStaffA.cookie)).statusCode).toBe(200);
    const res = await post(t, url, { status: 'Scheduled', date: '2025-03-20' }, siteStaffA.cookie);
    expect(res.statusCode).toBe(409);
    expect((await events(referral.referralId)).at(-1)!.status).toBe('Withdrawn');
  });
});
