import { createAdmin, parseCreateAdminArgs } from '../../../src/server/staff/create-admin';
import { createJourneyApp, testClock } from '../journey/support';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { sentMails } from './auth-support';

/*
 * The command that creates an administrator: an active admin with no passkey, an invitation
 * queued and its link returned for printing, audited with no actor; an address in use is refused.
 */

describe(`npm run staff:create-admin on ${databaseUnderTest}`, () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createJourneyApp(clock);
  });
  afterAll(() => t.close());

  it('creates an active admin, queues its invitation and returns the link', async () => {
    const result = await createAdmin(
      t.deps.db,
      t.deps,
      { email: ' Root@Example.org ', displayName: 'Rita Root' },
      clock.now,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.link).toMatch(/^http:\/\/localhost:\d+\/staff\/invitation#t=[\w-]{43}$/);
    const account = await t.deps.db
      .selectFrom('staff_accounts')
      .selectAll()
      .where('id', '=', result.accountId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      email: 'root@example.org',
      display_name: 'Rita Root',
      role: 'admin',
      status: 'active',
      created_by: null,
    });
    const passkeys = await t.deps.db
      .selectFrom('staff_credentials')
      .select('credential_id')
      .where('account_id', '=', result.accountId)
      .execute();
    expect(passkeys).toEqual([]);
    await t.deliver();
    const mail = sentMails(t).at(-1);
    expect(mail).toMatchObject({
      to: 'root@example.org',
      subject: 'Your invitation to the study-team workspace',
    });
    expect(mail?.links).toEqual([{ label: 'Create your passkey', url: result.link }]);
    const audit = await t.deps.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('target_id', '=', result.accountId)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'account.created', actor_account_id: null })]);
  });

  it('refuses an address that already has an account, creating nothing', async () => {
    const before = await t.deps.db.selectFrom('message_queue').select('id').execute();
    const result = await createAdmin(t.deps.db, t.deps, { email: 'root@example.org' }, clock.now);
    expect(result).toEqual({ ok: false, message: 'This address already has a workspace account.' });
    expect(await t.deps.db.selectFrom('message_queue').select('id').execute()).toHaveLength(before.length);
    expect((await createAdmin(t.deps.db, t.deps, { email: 'not an address' }, clock.now)).ok).toBe(false);
  });

  it('reads `email [--name "Display Name"]`', () => {
    expect(parseCreateAdminArgs(['a@example.org'])).toEqual({
      email: 'a@example.org',
      displayName: undefined,
    });
    expect(parseCreateAdminArgs(['a@example.org', '--name', 'Ann Admin'])).toEqual({
      email: 'a@example.org',
      displayName: 'Ann Admin',
    });
    expect(parseCreateAdminArgs(['--name', 'Ann', 'a@example.org'])).toEqual({
      email: 'a@example.org',
      displayName: 'Ann',
    });
    expect(parseCreateAdminArgs([])).toBeNull();
    expect(parseCreateAdminArgs(['a@example.org', '--name'])).toBeNull();
    expect(parseCreateAdminArgs(['a@example.org', 'b@example.org'])).toBeNull();
  });
});
