import { sql } from 'kysely';
import { recordAudit } from '../../../src/server/staff/staff-audit';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { signedInStaff, type SignedInStaff } from './support';

/*
 * The audit log: admins only, newest first, filtered and paginated, its reading recorded; no call
 * changes it and the database itself refuses UPDATE and DELETE.
 */

const AUDIT = '/api/staff/audit';

describe(`staff audit log on ${databaseUnderTest}`, () => {
  const now = new Date('2025-03-03T10:00:00.000Z');
  let t: TestApp;
  let admin: SignedInStaff;
  let otherAdmin: SignedInStaff;
  let manager: SignedInStaff;
  let siteStaff: SignedInStaff;

  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => now } });
    admin = await signedInStaff(t, { role: 'admin', personalDataAccess: true });
    otherAdmin = await signedInStaff(t, { role: 'admin' });
    manager = await signedInStaff(t, {
      role: 'study_manager',
      studies: ['MIG-301'],
      personalDataAccess: true,
    });
    siteStaff = await signedInStaff(t, { role: 'site_staff', sites: ['MIG-301-001'] });
    const entry = (
      actor: string,
      action: 'referral.viewed' | 'referrals.exported',
      targetId: string,
      at: string,
    ) =>
      recordAudit(
        t.deps.db,
        { actorAccountId: actor, action, targetType: 'referral', targetId },
        new Date(at),
      );
    await entry(manager.accountId, 'referral.viewed', 'r-1', '2025-03-01T10:00:00.000Z');
    await entry(siteStaff.accountId, 'referral.viewed', 'r-2', '2025-03-02T10:00:00.000Z');
    await entry(siteStaff.accountId, 'referrals.exported', 'r-3', '2025-03-02T11:00:00.000Z');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const targets = async (url: string) =>
    (JSON.parse((await get(url, otherAdmin.cookie)).body).entries as { targetId: string | null }[]).map(
      (e) => e.targetId,
    );

  it('is for admins only: 401 signed out, 403 for study managers and site staff, personal data or not', async () => {
    expect((await get(AUDIT)).statusCode).toBe(401);
    expect((await get(AUDIT, manager.cookie)).statusCode).toBe(403);
    expect((await get(AUDIT, siteStaff.cookie)).statusCode).toBe(403);
    expect((await get(AUDIT, admin.cookie)).statusCode).toBe(200);
  });

  it('lists newest first with the actor, filtered by action, actor and dates, paginated', async () => {
    const res = await get(`${AUDIT}?action=referral.viewed`, otherAdmin.cookie);
    const body = JSON.parse(res.body);
    expect(body.entries.map((e: { targetId: string }) => e.targetId)).toEqual(['r-2', 'r-1']);
    expect(body.entries[1]).toMatchObject({
      actorAccountId: manager.accountId,
      actorName: expect.any(String),
    });
    expect(await targets(`${AUDIT}?actor=${siteStaff.accountId}`)).toEqual(['r-3', 'r-2']);
    expect(await targets(`${AUDIT}?to=2025-03-01`)).toEqual(['r-1']);
    expect(await targets(`${AUDIT}?from=2025-03-02&to=2025-03-02`)).toEqual(['r-3', 'r-2']);
    const page = JSON.parse((await get(`${AUDIT}?to=2025-03-02&limit=1&offset=1`, otherAdmin.cookie)).body);
    expect(page.entries.map((e: { targetId: string }) => e.targetId)).toEqual(['r-2']);
    expect(page.total).toBe(3);
    expect((await get(`${AUDIT}?from=last-week`, otherAdmin.cookie)).statusCode).toBe(400);
  });

  it('records its own reading', async () => {
    await get(`${AUDIT}?action=referral.viewed`, admin.cookie);
    const viewed = await t.deps.db
      .selectFrom('staff_audit_log')
      .select('details')
      .where('actor_account_id', '=', admin.accountId)
      .where('action', '=', 'audit.viewed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(viewed.details).toMatchObject({ filters: { action: 'referral.viewed' } });
  });

  it('has no call that changes or deletes an entry', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: AUDIT, headers: { cookie: admin.cookie } });
      expect([404, 405]).toContain(res.statusCode);
    }
  });

  it('is refused UPDATE and DELETE by the database itself', async () => {
    await expect(sql`update staff_audit_log set action = 'forged'`.execute(t.deps.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from staff_audit_log`.execute(t.deps.db)).rejects.toThrow(/append-only/);
    const count = await t.deps.db
      .selectFrom('staff_audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBeGreaterThanOrEqual(3);
  });
});
