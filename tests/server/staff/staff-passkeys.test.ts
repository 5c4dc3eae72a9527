import { createAdmin } from '../../../src/server/staff/create-admin';
import { createJourneyApp, testClock, type TestClock } from '../journey/support';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { acceptInvitation, call, originOf, passkeySignIn, sessionOf, tokenOf } from './auth-support';
import { softAuthenticator } from './soft-authenticator';
import { signedInStaff } from './support';

/*
 * Passkeys end to end on the server, with a software authenticator: an invitation creates the
 * account's passkey and signs it in, once; the passkey then signs in without an address typed; a
 * signed-in account adds another; challenges are good once and briefly; a disabled account's
 * passkey opens nothing.
 */

const MINUTE = 60_000;

describe(`staff passkeys on ${databaseUnderTest}`, () => {
  let t: TestApp;
  let clock: TestClock;
  beforeAll(async () => {
    clock = testClock();
    t = await createJourneyApp(clock);
  });
  afterAll(() => t.close());

  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  let admins = 0;
  async function newAdmin() {
    admins += 1;
    const result = await createAdmin(t.deps.db, t.deps, { email: `admin${admins}@example.org` }, clock.now);
    if (!result.ok) throw new Error(result.message);
    return result;
  }
  const session = (cookie: string) => call(t, 'GET', '/api/staff/session', { cookie });

  it('accepts an invitation: the passkey is stored, the account signed in, the link used up', async () => {
    const { accountId, link } = await newAdmin();
    const authenticator = softAuthenticator();
    const accepted = await acceptInvitation(t, authenticator, link);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ account: { id: accountId, role: 'admin' } });
    const { setCookie, cookie } = sessionOf(accepted);
    expect(setCookie).toMatch(/; Path=\/api\/staff; HttpOnly; SameSite=Strict; Max-Age=36000/);
    expect((await session(cookie)).json()).toMatchObject({ account: { id: accountId } });
    const stored = await t.deps.db
      .selectFrom('staff_credentials')
      .selectAll()
      .where('account_id', '=', accountId)
      .execute();
    expect(stored.map((row) => row.credential_id)).toEqual(authenticator.credentialIds);
    const actions = await t.deps.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target_id', '=', accountId)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['account.created', 'passkey.registered']);

    const again = await acceptInvitation(t, softAuthenticator(), link);
    expect(again.statusCode).toBe(410);
  });

  it('signs in with the passkey (discoverable: no account named) and moves its counter on', async () => {
    const { accountId, link } = await newAdmin();
    const authenticator = softAuthenticator();
    await acceptInvitation(t, authenticator, link);
    const options = await call(t, 'POST', '/api/staff/sign-in/options');
    expect(options.json<{ options: { allowCredentials?: unknown[]; rpId: string } }>().options).toMatchObject(
      {
        rpId: new URL(originOf(t)).hostname,
      },
    );
    expect(
      options.json<{ options: { allowCredentials?: unknown[] } }>().options.allowCredentials ?? [],
    ).toEqual([]);

    const signedIn = await passkeySignIn(t, authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect((await session(sessionOf(signedIn).cookie)).json()).toMatchObject({ account: { id: accountId } });
    const row = await t.deps.db
      .selectFrom('staff_credentials')
      .select(['counter', 'last_used_at'])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).not.toBeNull();
  });

  it('refuses an unknown passkey, a reused challenge and a signature that does not verify', async () => {
    const { link } = await newAdmin();
    const authenticator = softAuthenticator();
    await acceptInvitation(t, authenticator, link);

    expect((await passkeySignIn(t, softAuthenticatorWithKey())).statusCode).toBe(401);

    const options = await call(t, 'POST', '/api/staff/sign-in/options');
    const { challengeId, options: requestOptions } = options.json<{
      challengeId: string;
      options: Record<string, unknown>;
    }>();
    const credential = authenticator.get(requestOptions, originOf(t));
    // A passkey opens health data only with its owner verified (PIN or biometric), not merely present.
    const unverified = authenticator.get(requestOptions, originOf(t), undefined, false);
    expect(
      (await call(t, 'POST', '/api/staff/sign-in/verify', { body: { challengeId, credential: unverified } }))
        .statusCode,
    ).toBe(401);
    const forged = { ...credential, response: { ...(credential.response as object), signature: 'AAAA' } };
    expect(
      (await call(t, 'POST', '/api/staff/sign-in/verify', { body: { challengeId, credential: forged } }))
        .statusCode,
    ).toBe(401);
    const first = await call(t, 'POST', '/api/staff/sign-in/verify', { body: { challengeId, credential } });
    expect(first.statusCode).toBe(200);
    const replay = await call(t, 'POST', '/api/staff/sign-in/verify', { body: { challengeId, credential } });
    expect(replay.statusCode).toBe(400);
    const wrongOrigin = authenticator.get(requestOptions, 'https://evil.example', undefined);
    const fresh = await call(t, 'POST', '/api/staff/sign-in/options');
    expect(
      (
        await call(t, 'POST', '/api/staff/sign-in/verify', {
          body: { challengeId: fresh.json<{ challengeId: string }>().challengeId, credential: wrongOrigin },
        })
      ).statusCode,
    ).toBe(401);
    const garbage = await call(t, 'POST', '/api/staff/sign-in/verify', {
      body: { challengeId: fresh.json<{ challengeId: string }>().challengeId, credential: { id: 42 } },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const { link } = await newAdmin();
    const authenticator = softAuthenticator();
    await acceptInvitation(t, authenticator, link);
    const options = await call(t, 'POST', '/api/staff/sign-in/options');
    const { challengeId, options: requestOptions } = options.json<{
      challengeId: string;
      options: Record<string, unknown>;
    }>();
    advance(5 * MINUTE + 1);
    const credential = authenticator.get(requestOptions, originOf(t));
    expect(
      (await call(t, 'POST', '/api/staff/sign-in/verify', { body: { challengeId, credential } })).statusCode,
    ).toBe(400);
    // The next request for options clears the expired one away.
    await call(t, 'POST', '/api/staff/sign-in/options');
    const left = await t.deps.db
      .selectFrom('staff_challenges')
      .select('id')
      .where('id', '=', challengeId)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers 400 to an unknown invitation and 410 to an expired one, never 5xx', async () => {
    const { link } = await newAdmin();
    const unknown = await call(t, 'POST', '/api/staff/invitation/options', {
      body: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await call(t, 'POST', '/api/staff/invitation/options', { body: { token: 'short' } })).statusCode,
    ).toBe(400);
    advance(7 * 24 * 60 * MINUTE + 1);
    const expired = await call(t, 'POST', '/api/staff/invitation/options', {
      body: { token: tokenOf(link) },
    });
    expect(expired.statusCode).toBe(410);
  });

  it('answers malformed passkey answers with a 4xx problem, never 5xx', async () => {
    const { link } = await newAdmin();
    const token = tokenOf(link);
    const garbage = [{}, { id: 'x', response: 'x' }, { id: 'x', response: { attestationObject: '!!!' } }];
    for (const credential of garbage) {
      const options = await call(t, 'POST', '/api/staff/invitation/options', { body: { token } });
      const { challengeId } = options.json<{ challengeId: string }>();
      const complete = await call(t, 'POST', '/api/staff/invitation/complete', {
        body: { token, challengeId, credential },
      });
      expect(complete.statusCode).toBe(400);
      const signIn = await call(t, 'POST', '/api/staff/sign-in/options');
      const verify = await call(t, 'POST', '/api/staff/sign-in/verify', {
        body: { challengeId: signIn.json<{ challengeId: string }>().challengeId, credential },
      });
      expect(verify.statusCode).toBe(401);
    }
    const badId = await call(t, 'POST', '/api/staff/sign-in/verify', {
      body: { challengeId: 'nope', credential: {} },
    });
    expect(badId.statusCode).toBe(400);
    // The refused attempts left the invitation good.
    expect((await acceptInvitation(t, softAuthenticator(), link)).statusCode).toBe(200);
  });

  it('lets a signed-in account add a second passkey, and either signs in', async () => {
    const { accountId, link } = await newAdmin();
    const phone = softAuthenticator();
    const { cookie } = sessionOf(await acceptInvitation(t, phone, link));
    expect((await call(t, 'POST', '/api/staff/passkeys/options')).statusCode).toBe(401);
    const options = await call(t, 'POST', '/api/staff/passkeys/options', { cookie });
    const { challengeId, options: creationOptions } = options.json<{
      challengeId: string;
      options: { excludeCredentials: { id: string }[] };
    }>();
    expect(creationOptions.excludeCredentials.map((c) => c.id)).toEqual(phone.credentialIds);
    const laptop = softAuthenticator();
    const credential = laptop.create(creationOptions, originOf(t));
    const added = await call(t, 'POST', '/api/staff/passkeys/complete', {
      cookie,
      body: { challengeId, credential },
    });
    expect(added.statusCode).toBe(200);
    for (const authenticator of [phone, laptop]) {
      const signedIn = await passkeySignIn(t, authenticator);
      expect(signedIn.json()).toMatchObject({ account: { id: accountId } });
    }
  });

  it("opens nothing with a disabled account's passkey", async () => {
    const { accountId, link } = await newAdmin();
    const authenticator = softAuthenticator();
    await acceptInvitation(t, authenticator, link);
    await t.deps.db
      .updateTable('staff_accounts')
      .set({ status: 'disabled' })
      .where('id', '=', accountId)
      .execute();
    expect((await passkeySignIn(t, authenticator)).statusCode).toBe(401);
  });

  describe('who may add a passkey, and to which account', () => {
    const roles = [
      ['an admin', { role: 'admin' }],
      ['a study manager', { role: 'study_manager', studies: ['MIG-301'] }],
      ['site staff', { role: 'site_staff', sites: ['MIG-301-001'] }],
      ['site staff of another study', { role: 'site_staff', sites: ['AST-204-001'] }],
    ] as const;
    it.each(roles)('%s adds one to its own account only', async (_who, account) => {
      const member = await signedInStaff(t, account);
      const options = await call(t, 'POST', '/api/staff/passkeys/options', { cookie: member.cookie });
      const { challengeId, options: creationOptions } = options.json<{
        challengeId: string;
        options: { user: { id: string } };
      }>();
      expect(Buffer.from(creationOptions.user.id, 'base64url').toString()).toBe(member.accountId);
      const credential = softAuthenticator().create(creationOptions, originOf(t));
      // Another account's session cannot spend this account's challenge.
      const other = await signedInStaff(t, { role: 'admin' });
      const stolen = await call(t, 'POST', '/api/staff/passkeys/complete', {
        cookie: other.cookie,
        body: { challengeId, credential },
      });
      expect(stolen.statusCode).toBe(400);
      const added = await call(t, 'POST', '/api/staff/passkeys/complete', {
        cookie: member.cookie,
        body: { challengeId, credential },
      });
      expect(added.statusCode).toBe(200);
      const owners = await t.deps.db
        .selectFrom('staff_credentials')
        .select('account_id')
        .where('credential_id', '=', credential.id as string)
        .execute();
      expect(owners).toEqual([{ account_id: member.accountId }]);
    });

    it('signed out, neither call answers anything but 401', async () => {
      expect((await call(t, 'POST', '/api/staff/passkeys/options')).statusCode).toBe(401);
      const complete = await call(t, 'POST', '/api/staff/passkeys/complete', {
        body: { challengeId: '00000000-0000-4000-8000-000000000000', credential: {} },
      });
      expect(complete.statusCode).toBe(401);
    });
  });
});

/** An authenticator holding a passkey the server never saw. */
function softAuthenticatorWithKey() {
  const stranger = softAuthenticator();
  stranger.create({ rp: { id: 'localhost' }, user: { id: 'AAAA' }, challenge: 'AAAA' }, 'http://localhost');
  return stranger;
}
