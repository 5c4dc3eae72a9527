import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app';
import {
  createSubscriptionApp,
  mailedToken,
  marketingMail,
  OTHER_SITE,
  send,
  SITE,
  suppressions,
  testClock,
} from './support';

const UNKNOWN = 'x'.repeat(43);

describe('unsubscribe and resubscribe calls', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createSubscriptionApp(clock);
  });
  afterAll(() => t.close());

  it('CommonUnsubscribe suppresses all marketing mail and answers the guest and email', async () => {
    const token = await mailedToken(t, marketingMail('Ann@Example.org'));
    const res = await send(t.app, 'POST', '/Send/CommonUnsubscribe', { unsubscribeToken: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { guestRef: 'guest-1', email: 'ann@example.org' } });
    expect(await suppressions(t, 'ann@example.org')).toEqual([{ scope: 'all', resubscribed_at: null }]);
    const held = await t.deps.mail.send(marketingMail('ann@example.org', OTHER_SITE));
    expect(held).toEqual({ id: null, suppressed: true });
  });

  it('CommonResubscribe needs the token’s own email (any case) and lifts every scope', async () => {
    const email = 'bea@example.org';
    const token = await mailedToken(t, marketingMail(email));
    await send(t.app, 'POST', '/Send/CommonUnsubscribe', { unsubscribeToken: token });
    await send(t.app, 'POST', '/Send/Unsubscribe', {
      unsubscribeToken: token,
      siteSettingsId: SITE,
      language: 'en',
    });
    const wrong = await send(t.app, 'POST', '/Send/CommonResubscribe', {
      unsubscribeToken: token,
      emailAddress: 'someone@example.org',
    });
    expect(wrong.json()).toEqual({ data: false });
    expect((await suppressions(t, email)).every((row) => row.resubscribed_at === null)).toBe(true);
    const right = await send(t.app, 'POST', '/Send/CommonResubscribe', {
      unsubscribeToken: token,
      emailAddress: 'BEA@example.ORG',
    });
    expect(right.json()).toEqual({ data: true });
    expect((await suppressions(t, email)).every((row) => row.resubscribed_at !== null)).toBe(true);
    expect((await t.deps.mail.send(marketingMail(email))).id).toEqual(expect.any(String));
  });

  it('site Unsubscribe/Resubscribe act on that site only', async () => {
    const email = 'cy@example.org';
    const token = await mailedToken(t, marketingMail(email, null));
    const site = { unsubscribeToken: token, siteSettingsId: SITE, language: 'es' };
    const res = await send(t.app, 'POST', '/Send/Unsubscribe', site);
    expect(res.json()).toEqual({ data: { guestRef: 'guest-1', email } });
    expect(await suppressions(t, email)).toEqual([{ scope: SITE, resubscribed_at: null }]);
    expect((await t.deps.mail.send(marketingMail(email, OTHER_SITE))).id).toEqual(expect.any(String));
    expect(await t.deps.mail.send(marketingMail(email, SITE))).toEqual({ id: null, suppressed: true });
    const back = await send(t.app, 'POST', '/Send/Resubscribe', { ...site, emailAddress: email });
    expect(back.json()).toEqual({ data: true });
    expect((await t.deps.mail.send(marketingMail(email, SITE))).id).toEqual(expect.any(String));
  });

  it('a site-specific page does not take a token of another site’s mail', async () => {
    const token = await mailedToken(t, marketingMail('dee@example.org', OTHER_SITE));
    const body = { unsubscribeToken: token, siteSettingsId: SITE, language: 'en' };
    expect((await send(t.app, 'POST', '/Send/Unsubscribe', body)).json()).toEqual({ data: null });
    const again = await send(t.app, 'POST', '/Send/Resubscribe', {
      ...body,
      emailAddress: 'dee@example.org',
    });
    expect(again.json()).toEqual({ data: false });
    expect(await suppressions(t, 'dee@example.org')).toEqual([]);
  });

  it.each([
    ['CommonUnsubscribe', { unsubscribeToken: UNKNOWN }, { data: null }],
    ['Unsubscribe', { unsubscribeToken: UNKNOWN, siteSettingsId: SITE, language: 'en' }, { data: null }],
    ['CommonResubscribe', { unsubscribeToken: UNKNOWN, emailAddress: 'a@example.org' }, { data: false }],
    [
      'Resubscribe',
      { unsubscribeToken: UNKNOWN, emailAddress: 'a@example.org', siteSettingsId: SITE, language: 'en' },
      { data: false },
    ],
  ])('%s with an unknown token answers 200', async (call, body, expected) => {
    const res = await send(t.app, 'POST', `/Send/${call}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it('a replay with the same Idempotency-Key answers the stored response once', async () => {
    const token = await mailedToken(t, marketingMail('eve@example.org'));
    const key = randomUUID();
    const first = await send(t.app, 'POST', '/Send/CommonUnsubscribe', { unsubscribeToken: token }, { key });
    await send(t.app, 'POST', '/Send/CommonResubscribe', {
      unsubscribeToken: token,
      emailAddress: 'eve@example.org',
    });
    const replay = await send(t.app, 'POST', '/Send/CommonUnsubscribe', { unsubscribeToken: token }, { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // The replay did not unsubscribe again: the resubscribe still stands.
    expect((await suppressions(t, 'eve@example.org'))[0]?.resubscribed_at).not.toBeNull();
  });

  it.each([
    ['CommonUnsubscribe', {}, 'body.unsubscribeToken'],
    ['CommonUnsubscribe', { unsubscribeToken: 'short' }, 'body.unsubscribeToken'],
    ['CommonUnsubscribe', { unsubscribeToken: UNKNOWN, extra: 1 }, 'body'],
    ['CommonResubscribe', { unsubscribeToken: UNKNOWN, emailAddress: 'nope' }, 'body.emailAddress'],
    ['Unsubscribe', { unsubscribeToken: UNKNOWN, siteSettingsId: SITE, language: 'fr' }, 'body.language'],
    ['Unsubscribe', { unsubscribeToken: UNKNOWN, language: 'en' }, 'body.siteSettingsId'],
    ['Resubscribe', { unsubscribeToken: UNKNOWN, siteSettingsId: SITE, language: 'en' }, 'body.emailAddress'],
  ])('%s #%#: 400 problem naming the field, nothing stored', async (call, body, field) => {
    const key = randomUUID();
    const res = await send(t.app, 'POST', `/Send/${call}`, body, { key });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const fields = (res.json().errors as Array<{ field: string }>).map((e) => e.field);
    expect(fields.some((f) => f === field || f.startsWith(`${field}.`))).toBe(true);
    const stored = await t.deps.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .execute();
    expect(stored).toEqual([]);
  });

  it('400 without an Idempotency-Key', async () => {
    const res = await send(
      t.app,
      'POST',
      '/Send/CommonUnsubscribe',
      { unsubscribeToken: UNKNOWN },
      { key: null },
    );
    expect(res.statusCode).toBe(400);
  });
});
