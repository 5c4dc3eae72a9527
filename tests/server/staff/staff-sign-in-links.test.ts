import { createStaffAccount } from '../../../src/server/staff/staff-accounts';
import { createJourneyApp, testClock, type TestClock } from '../journey/support';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { call, lastLinkTo, sentMails, sessionOf, tokenOf } from './auth-support';

/*
 * The mailed one-time sign-in link and the session it starts: the same answer for any address,
 * a link only to an active account, five an hour at most, good once for 15 minutes; the session
 * ends after 20 idle minutes and after 10 hours whatever happens.
 */

const MINUTE = 60_000;

describe(`staff sign-in links and sessions on ${databaseUnderTest}`, () => {
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
  let counter = 0;
  async function account(status: 'active' | 'invited' | 'disabled' = 'active', language = 'en') {
    counter += 1;
    const email = `coordinator${counter}@example.org`;
    const id = await createStaffAccount(
      t.deps.db,
      {
        email,
        displayName: `Coordinator ${counter}`,
        role: 'site_staff',
        sites: ['MIG-301-001'],
        status,
        language,
        createdBy: null,
      },
      clock.now,
    );
    return { id: id as string, email };
  }
  const request = (email: string, language?: 'en' | 'es') =>
    call(t, 'POST', '/api/staff/sign-in/link', { body: { email, ...(language ? { language } : {}) } });
  const consume = (token: string) => call(t, 'POST', '/api/staff/sign-in/link/consume', { body: { token } });
  const session = (cookie: string) => call(t, 'GET', '/api/staff/session', { cookie });

  it('answers the same for every address and mails only an active account', async () => {
    const active = await account();
    const invited = await account('invited');
    const disabled = await account('disabled');
    const before = sentMails(t).length;
    const answers = await Promise.all(
      [active.email.toUpperCase(), invited.email, disabled.email, 'nobody@example.org'].map((email) =>
        request(email),
      ),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(
      Array(4).fill([200, JSON.stringify({ requested: true })]),
    );
    await t.deliver();
    const mails = sentMails(t).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([active.email]);
    expect(mails[0]?.subject).toBe('Your sign-in link for the study-team workspace');
    expect(mails[0]?.links?.[0]?.url).toMatch(/^http:\/\/localhost:\d+\/staff\/sign-in\/link#t=[\w-]{43}$/);
  });

  it('signs in once with the link, in the language asked for', async () => {
    const { id, email } = await account();
    await request(email, 'es');
    await t.deliver();
    expect(sentMails(t).at(-1)?.subject).toBe(
      'Su enlace para entrar al espacio de trabajo del equipo del estudio',
    );
    const token = tokenOf((await lastLinkTo(t, email)) as string);
    const signedIn = await consume(token);
    expect(signedIn.statusCode).toBe(200);
    expect((await session(sessionOf(signedIn).cookie)).json()).toMatchObject({ account: { id } });
    expect((await consume(token)).statusCode).toBe(410);
    expect((await consume('A'.repeat(43))).statusCode).toBe(400);
  });

  it('lets a link expire after 15 minutes, and a newer link revoke an older one', async () => {
    const { email } = await account();
    await request(email);
    const first = tokenOf((await lastLinkTo(t, email)) as string);
    await request(email);
    const second = tokenOf((await lastLinkTo(t, email)) as string);
    expect((await consume(first)).statusCode).toBe(410);
    advance(15 * MINUTE + 1);
    expect((await consume(second)).statusCode).toBe(410);
  });

  it('mails an address at most five links an hour, counted in the database', async () => {
    const { email } = await account();
    const before = sentMails(t).length;
    for (let i = 0; i < 7; i += 1) expect((await request(email)).statusCode).toBe(200);
    await t.deliver();
    expect(sentMails(t).slice(before)).toHaveLength(5);
    advance(61 * MINUTE);
    await request(email);
    await t.deliver();
    expect(sentMails(t).slice(before)).toHaveLength(6);
  });

  it('refuses the link of an account disabled after it was sent', async () => {
    const { id, email } = await account();
    await request(email);
    const token = tokenOf((await lastLinkTo(t, email)) as string);
    await t.deps.db.updateTable('staff_accounts').set({ status: 'disabled' }).where('id', '=', id).execute();
    expect((await consume(token)).statusCode).toBe(401);
  });

  async function signedIn() {
    const { email } = await account();
    await request(email);
    const response = await consume(tokenOf((await lastLinkTo(t, email)) as string));
    return sessionOf(response);
  }

  it('sets the session cookie HttpOnly, SameSite=Strict, for the workspace calls only', async () => {
    const { setCookie } = await signedIn();
    expect(setCookie).toMatch(
      /^staff_session=[\w-]{43}; Path=\/api\/staff; HttpOnly; SameSite=Strict; Max-Age=36000$/,
    );
  });

  it('ends a session after 20 minutes without a call', async () => {
    const { cookie } = await signedIn();
    advance(19 * MINUTE);
    expect((await session(cookie)).statusCode).toBe(200);
    advance(19 * MINUTE);
    expect((await session(cookie)).statusCode).toBe(200);
    advance(20 * MINUTE + 1);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('ends a session after 10 hours however busy', async () => {
    const { cookie } = await signedIn();
    for (let minutes = 15; minutes < 600; minutes += 15) {
      advance(15 * MINUTE);
      expect((await session(cookie)).statusCode).toBe(200);
    }
    advance(15 * MINUTE);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for an address that is not one', async () => {
    const response = await request('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('body.email');
  });
});
