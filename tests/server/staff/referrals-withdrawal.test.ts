import { randomUUID } from 'node:crypto';
import type { OutboundMail } from '../../../src/server/integrations/mail';
import { issueUnsubscribeToken } from '../../../src/server/subscriptions/tokens';
import { validValues } from '../contact/support';
import { testClock } from '../journey/support';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import {
  createReferralsApp,
  get,
  post,
  referredParticipant,
  SITE_A,
  type Referred,
} from './referral-support';
import { signedInStaff, type SignedInStaff } from './support';

/*
 * A participant withdraws on their own: the confirmation mail's link (a long-lived token, hash
 * only) or a full unsubscribe records Withdrawn at once, with no staff actor, and the site sees it.
 */

const WITHDRAW = '/api/referrals/withdraw';

describe(`participant withdrawal on ${databaseUnderTest}`, () => {
  const clock = testClock('2025-03-01T10:00:00.000Z');
  let t: TestApp;
  let siteStaff: SignedInStaff;

  beforeAll(async () => {
    t = await createReferralsApp(clock);
  });
  afterAll(() => t.close());

  const mails = () => (t.deps.mail as unknown as { sent: OutboundMail[] }).sent;

  async function referredWithLink(email: string, language: 'en' | 'es' = 'en') {
    const before = mails().length;
    const referral = await referredParticipant(t, {
      siteCode: SITE_A,
      values: validValues('adult', { Email: email }),
      language,
    });
    await t.deliver();
    const confirmation = mails()
      .slice(before)
      .find((mail) => mail.to === email);
    if (!confirmation) throw new Error('no confirmation mail');
    const link = /(https?:\/\/\S+#t=([A-Za-z0-9_-]+))/.exec(confirmation.text);
    if (!link) throw new Error(`no withdrawal link in: ${confirmation.text}`);
    return { referral, mail: confirmation, url: link[1]!, token: link[2]! };
  }

  const events = (referral: Referred) =>
    t.deps.db
      .selectFrom('referral_status_events')
      .select(['status', 'details', 'actor_account_id'])
      .where('referral_id', '=', referral.referralId)
      .orderBy('seq')
      .execute();

  const statusInList = async (referral: Referred) => {
    siteStaff ??= await signedInStaff(t, { role: 'site_staff', sites: [SITE_A] });
    const body = JSON.parse((await get(t, '/api/staff/referrals?limit=200', siteStaff.cookie)).body);
    return body.referrals.find((row: { referralId: string }) => row.referralId === referral.referralId)
      ?.status;
  };

  it('puts a withdrawal link in the confirmation, in the participant language, keeping only its hash', async () => {
    const en = await referredWithLink('wd.en@example.com');
    expect(en.url).toBe(`${t.deps.config.publicBaseUrl.replace(/\/+$/, '')}/withdraw#t=${en.token}`);
    expect(en.mail.links).toEqual([{ label: 'Withdraw from this study', url: en.url }]);
    const es = await referredWithLink('wd.es@example.com', 'es');
    expect(es.url).toContain('/es/withdraw#t=');
    const stored = await t.deps.db.selectFrom('referral_withdrawal_tokens').select(['token_hash']).execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(en.token);
  });

  it('withdraws with the link at once (no staff actor), once, and refuses an unknown token', async () => {
    const { referral, token } = await referredWithLink('wd.link@example.com');
    expect(await statusInList(referral)).toBe('New');
    const res = await post(t, WITHDRAW, { token });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ withdrawn: true });
    expect(await statusInList(referral)).toBe('Withdrawn');
    expect((await post(t, WITHDRAW, { token })).statusCode).toBe(200);
    expect(await events(referral)).toEqual([
      { status: 'Withdrawn', details: { via: 'link' }, actor_account_id: null },
    ]);
    expect((await post(t, WITHDRAW, { token: 'x'.repeat(43) })).statusCode).toBe(404);
    const bad = await post(t, WITHDRAW, { token: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).errors[0].field).toBe('body.token');
  });

  it('refuses the link after 180 days', async () => {
    const { referral, token } = await referredWithLink('wd.late@example.com');
    const start = clock.now;
    clock.now = new Date(start.getTime() + 181 * 86_400_000);
    try {
      expect((await post(t, WITHDRAW, { token })).statusCode).toBe(404);
    } finally {
      clock.now = start;
    }
    expect(await events(referral)).toEqual([]);
  });

  it("withdraws every referral of an address that unsubscribes from everything, not another address's", async () => {
    const { referral } = await referredWithLink('wd.unsub@example.com');
    const { referral: other } = await referredWithLink('wd.keep@example.com');
    const token = await issueUnsubscribeToken(t.deps.db, { email: 'WD.Unsub@example.com' }, clock.now);
    const res = await t.app.inject({
      method: 'POST',
      url: '/Send/CommonUnsubscribe',
      payload: { unsubscribeToken: token },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    expect(await events(referral)).toEqual([
      { status: 'Withdrawn', details: { via: 'unsubscribe' }, actor_account_id: null },
    ]);
    expect(await statusInList(referral)).toBe('Withdrawn');
    expect(await events(other)).toEqual([]);
  });

  it('withdraws on a one-click unsubscribe of common mail too', async () => {
    const { referral } = await referredWithLink('wd.oneclick@example.com');
    const token = await issueUnsubscribeToken(t.deps.db, { email: 'wd.oneclick@example.com' }, clock.now);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/one-click?uToken=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect((await events(referral)).map((event) => event.details)).toEqual([{ via: 'unsubscribe' }]);
  });
});
