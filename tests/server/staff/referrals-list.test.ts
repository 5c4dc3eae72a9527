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
 * The referral list: the caller's sites only, newest first, filtered and paginated; names only
 * for callers with personal data access, who alone may search; audited when names were shown.
 */

const LIST = '/api/staff/referrals';

describe(`staff referral list on ${databaseUnderTest}`, () => {
  const clock = testClock('2025-03-01T10:00:00.000Z');
  let t: TestApp;
  let first: Referred;
  let second: Referred;
  let atB: Referred;
  let otherStudy: Referred;
  let siteStaffA: SignedInStaff;
  let siteStaffB: SignedInStaff;
  let manager: SignedInStaff;
  let managerWithData: SignedInStaff;
  let otherManager: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    t = await createReferralsApp(clock);
    first = await referredParticipant(t, { siteCode: SITE_A });
    clock.advanceDays(1);
    second = await referredParticipant(t, {
      siteCode: SITE_A,
      values: validValues('adult', { FirstName: 'Bea', LastName: 'Moss', Email: 'bea@example.com' }),
    });
    clock.advanceDays(1);
    atB = await referredParticipant(t, { siteCode: SITE_B });
    otherStudy = await referralAt(t, OTHER_STUDY_SITE);
    ({ siteStaffA, siteStaffB, manager, managerWithData, otherManager, admin } = await referralStaff(t));
  });
  afterAll(() => t.close());

  const ids = (body: string) =>
    (JSON.parse(body) as { referrals: { referralId: string }[] }).referrals.map((r) => r.referralId);

  it('answers 401 to a signed-out caller', async () => {
    expect((await get(t, LIST)).statusCode).toBe(401);
  });

  it("shows site staff their own site's referrals only, newest first, with names", async () => {
    const res = await get(t, LIST, siteStaffA.cookie);
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body);
    expect(ids(res.body)).toEqual([second.referralId, first.referralId]);
    expect(body.total).toBe(2);
    expect(body.sites).toEqual([{ siteCode: SITE_A, siteName: 'Lakeside Neurology Research Center' }]);
    expect(body.referrals[0]).toMatchObject({
      siteCode: SITE_A,
      siteName: 'Lakeside Neurology Research Center',
      protocol: 'MIG-301',
      status: 'New',
      participantName: 'Bea Moss',
    });
    expect(ids((await get(t, LIST, siteStaffB.cookie)).body)).toEqual([atB.referralId]);
  });

  it("shows a study manager every site of their study, not another study's", async () => {
    expect(ids((await get(t, LIST, manager.cookie)).body)).toEqual([
      atB.referralId,
      second.referralId,
      first.referralId,
    ]);
    expect(ids((await get(t, LIST, otherManager.cookie)).body)).toEqual([otherStudy.referralId]);
  });

  it('shows an admin every site, without names unless granted personal data', async () => {
    const body = JSON.parse((await get(t, LIST, admin.cookie)).body);
    expect(body.referrals.map((r: { referralId: string }) => r.referralId)).toEqual(
      expect.arrayContaining([first.referralId, second.referralId, atB.referralId, otherStudy.referralId]),
    );
    expect(body.referrals.every((r: { participantName: unknown }) => r.participantName === null)).toBe(true);
    expect(body.personalData).toBe(false);
  });

  it('gives a study manager without personal data no names, and refuses their search', async () => {
    const res = await get(t, LIST, manager.cookie);
    expect(res.body).not.toContain('Ann');
    expect(res.body).not.toContain('Moss');
    expect((await get(t, `${LIST}?q=bea`, manager.cookie)).statusCode).toBe(403);
    expect((await get(t, `${LIST}?q=bea`, admin.cookie)).statusCode).toBe(403);
  });

  it('searches by name or email for callers with personal data', async () => {
    expect(ids((await get(t, `${LIST}?q=moss`, managerWithData.cookie)).body)).toEqual([second.referralId]);
    expect(ids((await get(t, `${LIST}?q=BEA%40EXAMPLE`, siteStaffA.cookie)).body)).toEqual([
      second.referralId,
    ]);
    expect(ids((await get(t, `${LIST}?q=%25`, siteStaffA.cookie)).body)).toEqual([]);
    // Site B's participant is not found from site A, whatever the search.
    expect(ids((await get(t, `${LIST}?q=ann`, siteStaffB.cookie)).body)).toEqual([atB.referralId]);
  });

  it('filters by site (403 outside the scope), date and status, and paginates', async () => {
    expect(ids((await get(t, `${LIST}?site=${SITE_B}`, manager.cookie)).body)).toEqual([atB.referralId]);
    expect((await get(t, `${LIST}?site=${SITE_B}`, siteStaffA.cookie)).statusCode).toBe(403);
    expect((await get(t, `${LIST}?site=${SITE_A}`, otherManager.cookie)).statusCode).toBe(403);
    expect(ids((await get(t, `${LIST}?from=2025-03-02&to=2025-03-02`, manager.cookie)).body)).toEqual([
      second.referralId,
    ]);
    expect(ids((await get(t, `${LIST}?to=2025-03-01`, manager.cookie)).body)).toEqual([first.referralId]);
    const page = JSON.parse((await get(t, `${LIST}?limit=1&offset=1`, manager.cookie)).body);
    expect(page.referrals.map((r: { referralId: string }) => r.referralId)).toEqual([second.referralId]);
    expect(page.total).toBe(3);
    await t.deps.db
      .insertInto('referral_status_events')
      .values({
        id: 'ev-1',
        referral_id: first.referralId,
        status: 'Contacted',
        details: '{}',
        actor_account_id: null,
        occurred_at: clock.now,
      })
      .execute();
    expect(ids((await get(t, `${LIST}?status=Contacted`, manager.cookie)).body)).toEqual([first.referralId]);
    expect(ids((await get(t, `${LIST}?status=New`, manager.cookie)).body)).toEqual([
      atB.referralId,
      second.referralId,
    ]);
  });

  it('names the field of a bad filter in a 400', async () => {
    const res = await get(t, `${LIST}?status=Lost&from=yesterday`, manager.cookie);
    expect(res.statusCode).toBe(400);
    const fields = (JSON.parse(res.body).errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['query.status', 'query.from']));
  });

  it('audits a listing that showed names, once per call, and not one without names', async () => {
    const audited = async (accountId: string) =>
      (
        await t.deps.db
          .selectFrom('staff_audit_log')
          .select(['action', 'details'])
          .where('actor_account_id', '=', accountId)
          .where('action', '=', 'referral.list-viewed')
          .execute()
      ).length;
    const beforeA = await audited(siteStaffA.accountId);
    await get(t, LIST, siteStaffA.cookie);
    expect(await audited(siteStaffA.accountId)).toBe(beforeA + 1);
    const beforeManager = await audited(manager.accountId);
    await get(t, LIST, manager.cookie);
    expect(await audited(manager.accountId)).toBe(beforeManager);
  });
});
