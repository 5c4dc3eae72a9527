import { randomUUID } from 'node:crypto';
import { LIFE_LINK_TOKEN_TTL_MS } from '../../../src/server/integrations/life-link';
import { UNSUBSCRIBE_TOKEN_TTL_MS } from '../../../src/server/subscriptions/tokens';
import { mailedToken, marketingMail, oneClick, suppressions } from '../subscriptions/support';
import type { TestApp } from '../support/test-app';
import {
  clock,
  createRegistryApp,
  mailedLink,
  profileOf,
  registered,
  send,
  sendProfileEmail,
  SITE,
  verifyProfile,
  verifyToken,
} from '../registry/support';

/*
 * Every token does only what its link says. An unsubscribe token unsubscribes and resubscribes
 * and nothing else, a life-link token opens the life-link page, a mailed sign-in link is
 * exchanged once for a session; none of them is accepted by another kind's verifier, and each
 * has an end.
 */

const c = clock();
let t: TestApp;

beforeAll(async () => {
  t = await createRegistryApp(c);
});
afterAll(() => t.close());

const createProfileToken = (email: string, unsubscribeToken: string) =>
  send(t.app, 'POST', `/api/contacts/CreateProfileToken?patientEmailAdress=${encodeURIComponent(email)}`, {
    unsubscribeToken,
  });

const unsubscribe = (token: string) =>
  send(t.app, 'POST', '/Send/Unsubscribe', { unsubscribeToken: token, siteSettingsId: SITE, language: 'en' });

const resubscribe = (token: string, emailAddress: string) =>
  send(t.app, 'POST', '/Send/Resubscribe', {
    unsubscribeToken: token,
    emailAddress,
    siteSettingsId: SITE,
    language: 'en',
  });

const pageUrl = (lifeLinkToken: string) =>
  send(t.app, 'POST', '/api/lifelink/PageUrl', { lifeLinkToken }, { key: null });

async function lifeLinkToken(): Promise<string> {
  const res = await send(
    t.app,
    'POST',
    '/api/lifelink/GetUrl',
    {
      tenantKey: 'cr-demo',
      enrollmentId: randomUUID(),
      lifeLinkEnabled: true,
      subjectHighRisk: false,
      baseURL: 'http://localhost:8080',
      sitecode: 'MIG-301-004',
      protocol: 'MIG-301',
      languageName: 'en',
      siteSettingsId: SITE,
      isLLBackgroundJobCall: false,
    },
    { key: null },
  );
  return new URL(res.json().lifeLinkUrl as string).searchParams.get('uToken') ?? '';
}

/** Neither a session (VerifyToken, GetProfileDetails) nor a sign-in link (VerifyProfile). */
async function expectNoSignIn(token: string): Promise<void> {
  expect((await verifyToken(t, token)).json()).toEqual({ data: false });
  expect((await profileOf(t, token)).statusCode).toBe(401);
  for (const purpose of ['myProfile', 'community']) {
    expect((await verifyProfile(t, token, { purpose })).json()).toMatchObject({
      isLinkExpired: true,
      myProfileVerificationToken: null,
    });
  }
}

describe('an unsubscribe token', () => {
  it('never signs anyone in: CreateProfileToken gives no token for it, even for its own address', async () => {
    const member = await registered(t);
    const token = await mailedToken(t, marketingMail(member.email));
    const res = await createProfileToken(member.email, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    await expectNoSignIn(token);
  });

  it('unsubscribes and resubscribes, also after unsubscribing, until it expires', async () => {
    const member = await registered(t);
    const token = await mailedToken(t, marketingMail(member.email));
    expect((await unsubscribe(token)).json().data).toMatchObject({ email: member.email });
    expect((await resubscribe(token, member.email)).json()).toEqual({ data: true });
    c.advance(UNSUBSCRIBE_TOKEN_TTL_MS - 1000);
    expect((await unsubscribe(token)).json().data).not.toBeNull();
    expect((await resubscribe(token, member.email)).json()).toEqual({ data: true });
    c.advance(1000);
    expect((await unsubscribe(token)).json()).toEqual({ data: null });
    expect((await resubscribe(token, member.email)).json()).toEqual({ data: false });
    expect((await oneClick(t.app, `?uToken=${token}`)).statusCode).toBe(200);
    expect(await suppressions(t, member.email)).toEqual([
      { scope: SITE, resubscribed_at: expect.any(Date) as Date },
    ]);
  });
});

describe('a life-link token', () => {
  it('opens the life-link page only, and only until it expires', async () => {
    const token = await lifeLinkToken();
    expect((await pageUrl(token)).json().lifeLinkUrl).toMatch(/\/sandbox\/life-link\?session=/);
    await expectNoSignIn(token);
    c.advance(LIFE_LINK_TOKEN_TTL_MS - 1000);
    expect((await pageUrl(token)).json().lifeLinkUrl).not.toBeNull();
    c.advance(1000);
    expect((await pageUrl(token)).json()).toEqual({ lifeLinkUrl: null });
  });
});

describe('sign-in links and sessions', () => {
  it('a mailed sign-in link is not a session, and a session is not a link', async () => {
    const member = await registered(t);
    await sendProfileEmail(t, member.email);
    const link = (await mailedLink(t, member.email)).url.searchParams.get('myProfileToken') ?? '';
    expect((await verifyToken(t, link)).json()).toEqual({ data: false });
    expect((await verifyProfile(t, link, { purpose: 'community' })).json().isLinkExpired).toBe(true);
    expect((await pageUrl(link)).json()).toEqual({ lifeLinkUrl: null });
    const session = (await verifyProfile(t, link)).json().myProfileVerificationToken as string;
    expect((await verifyToken(t, session)).json()).toEqual({ data: true });
    expect((await verifyProfile(t, session)).json().isLinkExpired).toBe(true);
    expect((await unsubscribe(session)).json()).toEqual({ data: null });
    expect((await createProfileToken(member.email, session)).json()).toEqual({ data: null });
  });
});
