import { isOneClickBody } from '../../../src/server/subscriptions/one-click';
import type { TestApp } from '../support/test-app';
import {
  createSubscriptionApp,
  mailedToken,
  marketingMail,
  oneClick,
  send,
  SITE,
  suppressions,
  testClock,
} from './support';

const MULTIPART = [
  '--b',
  'Content-Disposition: form-data; name="List-Unsubscribe"',
  '',
  'One-Click',
  '--b--',
  '',
].join('\r\n');

describe('isOneClickBody', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click', true],
    ['application/x-www-form-urlencoded; charset=utf-8', 'a=1&List-Unsubscribe=One-Click', true],
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=Two-Clicks', false],
    ['application/x-www-form-urlencoded', '', false],
    ['multipart/form-data; boundary=b', MULTIPART, true],
    ['multipart/form-data; boundary=b', MULTIPART.replace('One-Click', 'Nope'), false],
    ['application/json', 'List-Unsubscribe=One-Click', false],
    [undefined, 'List-Unsubscribe=One-Click', false],
  ])('%s %j → %s', (contentType, body, expected) => {
    expect(isOneClickBody(contentType, body)).toBe(expected);
  });

  it('only takes a string body', () => {
    expect(isOneClickBody('application/x-www-form-urlencoded', { 'List-Unsubscribe': 'One-Click' })).toBe(
      false,
    );
  });
});

describe('one-click unsubscribe and CreateProfileToken', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createSubscriptionApp(clock);
  });
  afterAll(() => t.close());

  it('POST form-encoded unsubscribes from the mail’s list: 200, no body, idempotent', async () => {
    const token = await mailedToken(t, marketingMail('oc@example.org'));
    const first = await oneClick(t.app, `?uToken=${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('');
    const second = await oneClick(t.app, `?uToken=${token}`, MULTIPART, 'multipart/form-data; boundary=b');
    expect(second.statusCode).toBe(200);
    expect(await suppressions(t, 'oc@example.org')).toEqual([{ scope: SITE, resubscribed_at: null }]);
  });

  it('a common mail’s token unsubscribes from everything', async () => {
    const token = await mailedToken(t, marketingMail('oc2@example.org', null));
    expect((await oneClick(t.app, `?uToken=${token}`)).statusCode).toBe(200);
    expect(await suppressions(t, 'oc2@example.org')).toEqual([{ scope: 'all', resubscribed_at: null }]);
  });

  it.each(['GET', 'HEAD'] as const)('%s is a 405 and changes nothing', async (method) => {
    const token = await mailedToken(t, marketingMail('scan@example.org'));
    const res = await oneClick(t.app, `?uToken=${token}`, '', '', method);
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(await suppressions(t, 'scan@example.org')).toEqual([]);
  });

  it.each([
    ['no token', '', 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded', 400],
    ['a short token', '?uToken=abc', 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded', 400],
    ['another body', '?uToken=TOKEN', 'List-Unsubscribe=Yes', 'application/x-www-form-urlencoded', 400],
    ['a JSON body', '?uToken=TOKEN', '{"List-Unsubscribe":"One-Click"}', 'application/json', 400],
    ['a text body', '?uToken=TOKEN', 'List-Unsubscribe=One-Click', 'text/plain', 400],
  ])('%s: 4xx, nothing changed', async (_name, query, payload, contentType, status) => {
    const token = await mailedToken(t, marketingMail('bad-oc@example.org'));
    const res = await oneClick(t.app, query.replace('TOKEN', token), payload, contentType);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(await suppressions(t, 'bad-oc@example.org')).toEqual([]);
  });

  it('an unknown token gets the same 200 and records nothing', async () => {
    const count = async () =>
      (await t.deps.db.selectFrom('subscription_suppressions').select('email').execute()).length;
    const before = await count();
    const res = await oneClick(t.app, `?uToken=${'u'.repeat(43)}`);
    expect(res.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  const profileUrl = (email: string) =>
    `/api/contacts/CreateProfileToken?patientEmailAdress=${encodeURIComponent(email)}`;

  it('never gives a profile token, not even for the address the unsubscribe token was issued to', async () => {
    const token = await mailedToken(t, marketingMail('pro@example.org'));
    for (const email of ['pro@example.org', 'PRO@example.org', 'someone@example.org']) {
      const res = await send(t.app, 'POST', profileUrl(email), { unsubscribeToken: token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
    }
  });

  it.each([
    ['a bad email', 'nope', { unsubscribeToken: 'u'.repeat(43) }],
    ['no token', 'pro@example.org', {}],
  ])('CreateProfileToken: 400 for %s', async (_name, email, body) => {
    const res = await send(t.app, 'POST', profileUrl(email), body);
    expect(res.statusCode).toBe(400);
  });
});
