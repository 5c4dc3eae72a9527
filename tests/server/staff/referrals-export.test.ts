import { enqueueMessage } from '../../../src/server/jobs/message-queue';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { testClock } from '../journey/support';
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
 * The referral CSV: the list's filters and scope, contact columns only with personal data, audited
 * with the filters and the row count; and the failing-site flag on the list and the page.
 */

const CSV = '/api/staff/referrals.csv';

describe(`staff referral export and failing sites on ${databaseUnderTest}`, () => {
  const clock = testClock('2025-03-01T10:00:00.000Z');
  let t: TestApp;
  let atA: Referred;
  let atB: Referred;
  let siteStaffA: SignedInStaff;
  let manager: SignedInStaff;
  let otherManager: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    t = await createReferralsApp(clock);
    atA = await referredParticipant(t, { siteCode: SITE_A });
    atB = await referredParticipant(t, { siteCode: SITE_B });
    await referralAt(t, OTHER_STUDY_SITE);
    ({ siteStaffA, manager, otherManager, admin } = await referralStaff(t));
  });
  afterAll(() => t.close());

  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  it('answers 401 signed out and 403 for a site or search outside what the caller may do', async () => {
    expect((await get(t, CSV)).statusCode).toBe(401);
    expect((await get(t, `${CSV}?site=${SITE_B}`, siteStaffA.cookie)).statusCode).toBe(403);
    expect((await get(t, `${CSV}?q=ann`, manager.cookie)).statusCode).toBe(403);
  });

  it("gives site staff their site's rows with contact columns, as a spreadsheet download", async () => {
    const res = await get(t, CSV, siteStaffA.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="referrals-2025-03-01\.csv"$/);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(
      'Referral id,Created at,Site code,Site name,Protocol,Status,Name,Email,Phone,Zip code,Filled in by',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(atA.referralId);
    expect(rows[0]).toContain('Ann Lee,ann@example.com,3125550100,60611,self');
  });

  it('gives a study manager without personal data no contact column, and another study nothing of theirs', async () => {
    const res = await get(t, CSV, manager.cookie);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe('Referral id,Created at,Site code,Site name,Protocol,Status');
    expect(rows).toHaveLength(2);
    expect(res.body).not.toContain('ann@example.com');
    const other = lines((await get(t, CSV, otherManager.cookie)).body);
    expect(other).toHaveLength(2);
    expect(other.join('\n')).not.toContain(atA.referralId);
    expect(lines((await get(t, `${CSV}?status=Enrolled`, admin.cookie)).body)).toHaveLength(1);
  });

  it('audits every export with its filters and row count, never a name', async () => {
    await get(t, `${CSV}?site=${SITE_A}&from=2025-01-01`, siteStaffA.cookie);
    const audit = await t.deps.db
      .selectFrom('staff_audit_log')
      .select(['details'])
      .where('actor_account_id', '=', siteStaffA.accountId)
      .where('action', '=', 'referrals.exported')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({
      filters: { site: SITE_A, from: '2025-01-01', searched: false },
      rows: 1,
      personalData: true,
    });
  });

  it('flags a site whose staff messages died or failed three times in a row, until one goes out again', async () => {
    // Site B has no staff address in the demo content: one message to a made-up address stands in.
    const messageId = await enqueueMessage(
      t.deps.db,
      {
        channel: 'email',
        kind: 'site-referral',
        message: {
          to: 'team.b@example.org',
          subject: 'New referral',
          text: 'x',
          category: 'transactional',
          links: [],
        },
      },
      clock.now,
    );
    await t.deps.db
      .insertInto('referral_messages')
      .values({
        message_id: messageId,
        tenant_key: 'cr-demo',
        enrollment_id: atB.enrollmentId,
        site_code: SITE_B,
        audience: 'staff',
      })
      .execute();
    const staffMessages = await t.deps.db
      .selectFrom('referral_messages')
      .select(['message_id', 'site_code'])
      .where('audience', '=', 'staff')
      .execute();
    const ofSite = (site: string) =>
      staffMessages.filter((m) => m.site_code === site).map((m) => m.message_id);
    const flagged = async () =>
      JSON.parse((await get(t, '/api/staff/referrals', manager.cookie)).body).failingSites;
    expect(await flagged()).toEqual([]);
    await t.deps.db
      .updateTable('message_queue')
      .set({ status: 'dead' })
      .where('id', 'in', ofSite(SITE_A))
      .execute();
    await t.deps.db
      .updateTable('message_queue')
      .set({ status: 'queued', attempts: 3, next_attempt_at: new Date(clock.now.getTime() + 3_600_000) })
      .where('id', 'in', ofSite(SITE_B))
      .execute();
    expect(await flagged()).toEqual([
      { siteCode: SITE_A, siteName: 'Lakeside Neurology Research Center' },
      { siteCode: SITE_B, siteName: expect.any(String) },
    ]);
    const pageOf = async (referralId: string) =>
      JSON.parse((await get(t, `/api/staff/referrals/${referralId}`, manager.cookie)).body).siteFailing;
    expect(await pageOf(atA.referralId)).toBe(true);
    // A later referral's staff message that went out clears site A's flag.
    await referredParticipant(t, { siteCode: SITE_A });
    await t.deliver();
    expect((await flagged()).map((site: { siteCode: string }) => site.siteCode)).toEqual([SITE_B]);
    expect(await pageOf(atA.referralId)).toBe(false);
    expect(await pageOf(atB.referralId)).toBe(true);
  });
});
