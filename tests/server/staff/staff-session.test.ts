import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from '../../../src/shared/contracts/staff-scalars';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { signedInStaff } from './support';

/*
 * The workspace session: the signed-in account with its grants, kept alive by use, ended after
 * STAFF_SESSION_IDLE_MS without a call and at STAFF_SESSION_MAX_MS whatever the use, at once when
 * the account is disabled, and for good by signing out.
 */

const MINUTE = 60 * 1000;

describe(`the workspace session on ${databaseUnderTest}`, () => {
  let t: TestApp;
  let clock = new Date('2026-11-02T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  const session = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/staff/session', headers: cookie ? { cookie } : {} });
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  it('answers the account and its grants, and 401 without a session or with a made-up one', async () => {
    const staff = await signedInStaff(t, { role: 'site_staff', sites: ['MIG-301-001'], displayName: 'Ana' });
    const answer = await session(staff.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().account).toMatchObject({
      id: staff.accountId,
      displayName: 'Ana',
      role: 'site_staff',
      personalData: true,
      sites: ['MIG-301-001'],
      studies: [],
    });
    expect((await session()).statusCode).toBe(401);
    expect((await session('staff_session=' + 'x'.repeat(43))).statusCode).toBe(401);
    expect((await session('staff_session=not a token')).statusCode).toBe(401);
  });

  it('gives a study manager personal data only when granted', async () => {
    const without = await signedInStaff(t, { role: 'study_manager', studies: ['MIG-301'] });
    const granted = await signedInStaff(t, {
      role: 'study_manager',
      studies: ['MIG-301'],
      personalDataAccess: true,
    });
    expect((await session(without.cookie)).json().account.personalData).toBe(false);
    expect((await session(granted.cookie)).json().account.personalData).toBe(true);
  });

  it('lives while used, ends after the idle time, and never outlives the absolute limit', async () => {
    const staff = await signedInStaff(t, { role: 'admin' });
    advance(STAFF_SESSION_IDLE_MS - MINUTE);
    expect((await session(staff.cookie)).statusCode).toBe(200);
    advance(STAFF_SESSION_IDLE_MS - MINUTE);
    expect((await session(staff.cookie)).statusCode).toBe(200);
    advance(STAFF_SESSION_IDLE_MS + MINUTE);
    expect((await session(staff.cookie)).statusCode).toBe(401);

    const busy = await signedInStaff(t, { role: 'admin' });
    for (let used = 0; used < STAFF_SESSION_MAX_MS - 10 * MINUTE; used += 10 * MINUTE) {
      advance(10 * MINUTE);
      expect((await session(busy.cookie)).statusCode).toBe(200);
    }
    advance(10 * MINUTE);
    expect((await session(busy.cookie)).statusCode).toBe(401);
  });

  it('ends at once when the account is disabled', async () => {
    const staff = await signedInStaff(t, { role: 'site_staff', sites: ['MIG-301-001'] });
    await t.deps.db
      .updateTable('staff_accounts')
      .set({ status: 'disabled' })
      .where('id', '=', staff.accountId)
      .execute();
    expect((await session(staff.cookie)).statusCode).toBe(401);
  });

  it('signs out for good, clears the cookie and records it', async () => {
    const staff = await signedInStaff(t, { role: 'site_staff', sites: ['MIG-301-001'] });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-out',
      headers: { cookie: staff.cookie, 'idempotency-key': crypto.randomUUID() },
    });
    expect(out.statusCode).toBe(200);
    const cookie = String(out.headers['set-cookie']);
    expect(cookie).toMatch(/^staff_session=;/);
    expect(cookie).toContain('Max-Age=0');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/staff');
    expect((await session(staff.cookie)).statusCode).toBe(401);
    const audit = await t.deps.db
      .selectFrom('staff_audit_log')
      .select(['action', 'actor_account_id'])
      .where('actor_account_id', '=', staff.accountId)
      .execute();
    expect(audit).toEqual([{ action: 'session.signed-out', actor_account_id: staff.accountId }]);
  });

  it('keeps an append-only audit log: the database refuses to change or delete an entry', async () => {
    const staff = await signedInStaff(t, { role: 'admin' });
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-out',
      headers: { cookie: staff.cookie, 'idempotency-key': crypto.randomUUID() },
    });
    await expect(
      t.deps.db.updateTable('staff_audit_log').set({ action: 'tampered' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.deps.db.deleteFrom('staff_audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
