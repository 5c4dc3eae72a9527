import { randomUUID } from 'node:crypto';
import { createJourneyApp, testClock, type TestClock } from '../journey/support';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { acceptInvitation, call, lastLinkTo, sentMails, tokenOf } from './auth-support';
import { softAuthenticator } from './soft-authenticator';
import { signedInStaff, type SignedInStaff } from './support';

/*
 * Account administration: admins invite, change rights (audited with before and after, the
 * account's sessions ended so the new rights apply at once), disable and enable; nobody else may,
 * and no admin can lock themself out.
 */

const ACCOUNTS = '/api/staff/accounts';
const SITE = 'MIG-301-001';
const STUDY = 'MIG-301';

describe(`staff accounts on ${databaseUnderTest}`, () => {
  let t: TestApp;
  let clock: TestClock;
  let admin: SignedInStaff;
  beforeAll(async () => {
    clock = testClock();
    t = await createJourneyApp(clock);
    admin = await signedInStaff(t, { role: 'admin', displayName: 'Ada Admin' });
  });
  afterAll(() => t.close());

  let counter = 0;
  const invitation = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      email: `invitee${counter}@example.org`,
      displayName: `Invitee ${counter}`,
      role: 'site_staff',
      sites: [SITE],
      ...overrides,
    };
  };
  const invite = (body: object, cookie = admin.cookie) => call(t, 'POST', ACCOUNTS, { body, cookie });
  const update = (id: string, body: object, cookie = admin.cookie) =>
    call(t, 'PUT', `${ACCOUNTS}/${id}`, { body, cookie });
  const setDisabled = (id: string, disabled: boolean, cookie = admin.cookie) =>
    call(t, 'POST', `${ACCOUNTS}/${id}/status`, { body: { disabled }, cookie });
  const audit = (targetId: string) =>
    t.deps.db
      .selectFrom('staff_audit_log')
      .select(['action', 'actor_account_id', 'details'])
      .where('target_id', '=', targetId)
      .orderBy('id')
      .execute();

  it('invites: an account waiting for its passkey, a mail with the link in its fragment, an audit entry', async () => {
    const body = invitation({ language: 'es' });
    const response = await invite(body);
    expect(response.statusCode).toBe(200);
    const { account } = response.json<{ account: { id: string } }>();
    expect(account).toMatchObject({
      email: body.email,
      role: 'site_staff',
      status: 'invited',
      sites: [SITE],
      passkeys: 0,
    });
    const link = await lastLinkTo(t, body.email);
    expect(link).toMatch(/^http:\/\/localhost:\d+\/staff\/invitation#t=[\w-]{43}$/);
    expect(sentMails(t).at(-1)?.text).toContain('Ada Admin le ha invitado');
    expect(await audit(account.id)).toEqual([
      expect.objectContaining({ action: 'account.invited', actor_account_id: admin.accountId }),
    ]);
    expect(JSON.stringify(await audit(account.id))).not.toContain(body.email);

    const accepted = await acceptInvitation(t, softAuthenticator(), link as string);
    expect(accepted.json()).toMatchObject({ account: { id: account.id, role: 'site_staff', sites: [SITE] } });
    const list = await call(t, 'GET', ACCOUNTS, { cookie: admin.cookie });
    expect(list.json<{ accounts: unknown[] }>().accounts).toContainEqual(
      expect.objectContaining({ id: account.id, status: 'active', passkeys: 1 }),
    );
    expect(list.json<{ sites: unknown[] }>().sites).toContainEqual({
      siteCode: SITE,
      siteName: expect.any(String),
      protocol: STUDY,
    });
  });

  it('re-invites an invited account with a new link, in its language, and revokes the old one', async () => {
    const body = invitation();
    await invite({ ...body, language: 'es' });
    const first = (await lastLinkTo(t, body.email)) as string;
    expect((await invite({ ...body, displayName: 'Renamed' })).json()).toMatchObject({
      account: { displayName: 'Renamed' },
    });
    const second = (await lastLinkTo(t, body.email)) as string;
    expect(second).not.toBe(first);
    expect(sentMails(t).at(-1)?.subject).toBe('Su invitación al espacio de trabajo del equipo del estudio');
    const options = (link: string) =>
      call(t, 'POST', '/api/staff/invitation/options', { body: { token: tokenOf(link) } });
    expect((await options(first)).statusCode).toBe(410);
    expect((await options(second)).statusCode).toBe(200);
  });

  it('refuses an address in use (409), unpublished sites and studies, and grants missing for the role (400)', async () => {
    const used = await signedInStaff(t, { role: 'site_staff', sites: [SITE] });
    const email = (
      await t.deps.db
        .selectFrom('staff_accounts')
        .select('email')
        .where('id', '=', used.accountId)
        .executeTakeFirstOrThrow()
    ).email;
    expect((await invite(invitation({ email }))).statusCode).toBe(409);
    const badSite = await invite(invitation({ sites: ['NOPE-1'] }));
    expect(badSite.statusCode).toBe(400);
    expect(JSON.stringify(badSite.json())).toContain('body.sites');
    expect(
      (await invite(invitation({ role: 'study_manager', sites: [], studies: ['NOPE'] }))).statusCode,
    ).toBe(400);
    expect((await invite(invitation({ role: 'study_manager', sites: [], studies: [] }))).statusCode).toBe(
      400,
    );
    expect((await invite(invitation({ role: 'chief' }))).statusCode).toBe(400);
  });

  it("changes role and grants with before and after audited, and ends the account's sessions", async () => {
    const member = await signedInStaff(t, { role: 'site_staff', sites: [SITE] });
    const changed = await update(member.accountId, {
      role: 'study_manager',
      studies: [STUDY],
      personalDataAccess: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      account: { role: 'study_manager', studies: [STUDY], sites: [], personalDataAccess: true },
    });
    expect((await call(t, 'GET', '/api/staff/session', { cookie: member.cookie })).statusCode).toBe(401);
    const entries = await audit(member.accountId);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'account.role-changed',
        details: {
          before: { role: 'site_staff', personalDataAccess: false },
          after: { role: 'study_manager', personalDataAccess: true },
        },
      }),
      expect.objectContaining({
        action: 'account.grants-changed',
        details: { before: { studies: [], sites: [SITE] }, after: { studies: [STUDY], sites: [] } },
      }),
    ]);
    const unchanged = await update(member.accountId, {
      role: 'study_manager',
      studies: [STUDY],
      personalDataAccess: true,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(await audit(member.accountId)).toHaveLength(2);
    expect((await update(randomUUID(), { role: 'admin' })).statusCode).toBe(404);
  });

  it('disables (its sessions end) and enables again', async () => {
    const member = await signedInStaff(t, { role: 'site_staff', sites: [SITE] });
    const disabled = await setDisabled(member.accountId, true);
    expect(disabled.json()).toMatchObject({ account: { status: 'disabled' } });
    expect((await call(t, 'GET', '/api/staff/session', { cookie: member.cookie })).statusCode).toBe(401);
    const enabled = await setDisabled(member.accountId, false);
    // It never registered a passkey: it waits for one again.
    expect(enabled.json()).toMatchObject({ account: { status: 'invited' } });
    expect((await audit(member.accountId)).map((entry) => entry.action)).toEqual([
      'account.disabled',
      'account.enabled',
    ]);
  });

  it('never lets an admin demote or disable themself', async () => {
    expect((await update(admin.accountId, { role: 'site_staff', sites: [SITE] })).statusCode).toBe(409);
    expect((await setDisabled(admin.accountId, true)).statusCode).toBe(409);
    const other = await signedInStaff(t, { role: 'admin' });
    expect((await setDisabled(other.accountId, true, admin.cookie)).statusCode).toBe(200);
  });

  describe('who may manage accounts', () => {
    const callers: [string, () => Promise<string | undefined>, number][] = [
      ['signed out', async () => undefined, 401],
      [
        'a study manager',
        async () =>
          (await signedInStaff(t, { role: 'study_manager', studies: [STUDY], personalDataAccess: true }))
            .cookie,
        403,
      ],
      ['site staff', async () => (await signedInStaff(t, { role: 'site_staff', sites: [SITE] })).cookie, 403],
      [
        'site staff of another study',
        async () => (await signedInStaff(t, { role: 'site_staff', sites: ['AST-204-001'] })).cookie,
        403,
      ],
    ];
    it.each(callers)('%s cannot list, invite, change or disable', async (_who, cookieOf, status) => {
      const cookie = await cookieOf();
      const target = await signedInStaff(t, { role: 'site_staff', sites: [SITE] });
      const answers = await Promise.all([
        call(t, 'GET', ACCOUNTS, { cookie }),
        call(t, 'POST', ACCOUNTS, { body: invitation(), cookie }),
        call(t, 'PUT', `${ACCOUNTS}/${target.accountId}`, { body: { role: 'admin' }, cookie }),
        call(t, 'POST', `${ACCOUNTS}/${target.accountId}/status`, { body: { disabled: true }, cookie }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([status, status, status, status]);
      const row = await t.deps.db
        .selectFrom('staff_accounts')
        .select(['role', 'status'])
        .where('id', '=', target.accountId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ role: 'site_staff', status: 'active' });
    });

    it('an admin can do all four', async () => {
      const target = await signedInStaff(t, { role: 'site_staff', sites: [SITE] });
      expect((await call(t, 'GET', ACCOUNTS, { cookie: admin.cookie })).statusCode).toBe(200);
      expect((await invite(invitation())).statusCode).toBe(200);
      expect(
        (await update(target.accountId, { role: 'site_staff', sites: ['MIG-301-002'] })).statusCode,
      ).toBe(200);
      expect((await setDisabled(target.accountId, true)).statusCode).toBe(200);
    });
  });
});
