import { createHash } from 'node:crypto';
import { withSubscriptionRules } from '../../../src/server/integrations/mail-subscriptions';
import { UNSUBSCRIBE_TOKEN_SLOT } from '../../../src/server/subscriptions/links';
import { ALL_MAIL, lift, suppress } from '../../../src/server/subscriptions/suppression';
import { recordingMail } from '../support/fakes';
import type { TestApp } from '../support/test-app';
import {
  BASE_URL,
  createSubscriptionApp,
  mailedToken,
  marketingMail,
  OTHER_SITE,
  SITE,
  testClock,
} from './support';

describe('mail adapter: subscription rules', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createSubscriptionApp(clock);
  });
  afterAll(() => t.close());

  it('gives every mail a fresh token (stored hashed) and the RFC 8058 headers', async () => {
    const first = await mailedToken(t, marketingMail('one@example.org'));
    const second = await mailedToken(t, { ...marketingMail('one@example.org'), category: 'transactional' });
    expect(first).not.toBe(second);
    const stored = await t.deps.db
      .selectFrom('outbound_messages')
      .select('headers')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.headers).toEqual({
      'List-Unsubscribe': `<${BASE_URL}/api/unsubscribe/one-click?uToken=${second}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const rows = await t.deps.db
      .selectFrom('subscription_unsubscribe_tokens')
      .selectAll()
      .where('email', '=', 'one@example.org')
      .execute();
    expect(rows.map((r) => r.token_hash).sort()).toEqual(
      [first, second].map((tok) => createHash('sha256').update(tok).digest('hex')).sort(),
    );
    expect(rows[0]).toMatchObject({ tenant_key: 'cr-demo', site_settings_id: SITE, guest_ref: 'guest-1' });
    // Nothing but the email in clear: the token itself appears in no column.
    expect(JSON.stringify(rows)).not.toContain(first);
  });

  it('fills the token slot in the text, html and listed links', async () => {
    const inner = recordingMail();
    const mail = withSubscriptionRules(inner, {
      db: t.deps.db,
      publicBaseUrl: BASE_URL,
      now: () => clock.now,
    });
    const url = `${BASE_URL}/unsubscribe?uToken=${UNSUBSCRIBE_TOKEN_SLOT}`;
    await mail.send({
      ...marketingMail('slot@example.org'),
      text: `Leave: ${url}`,
      html: `<a href="${url}">Leave</a>`,
      links: [{ label: 'Leave', url }],
    });
    const sent = inner.sent[0];
    const token = /uToken=([\w-]+)>/.exec(sent?.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(sent?.text).toBe(`Leave: ${BASE_URL}/unsubscribe?uToken=${token}`);
    expect(sent?.html).toContain(`uToken=${token}"`);
    expect(sent?.links?.[0]?.url).toBe(`${BASE_URL}/unsubscribe?uToken=${token}`);
  });

  type Case = [
    string,
    Array<[string, 'suppress' | 'lift']>,
    'marketing' | 'transactional',
    string | null,
    boolean,
  ];
  it.each<Case>([
    ['nothing recorded', [], 'marketing', SITE, true],
    ['unsubscribed from all', [[ALL_MAIL, 'suppress']], 'marketing', SITE, false],
    ['unsubscribed from all, site-less mail', [[ALL_MAIL, 'suppress']], 'marketing', null, false],
    ['unsubscribed from this site', [[SITE, 'suppress']], 'marketing', SITE, false],
    ['unsubscribed from another site', [[OTHER_SITE, 'suppress']], 'marketing', SITE, true],
    ['site unsubscribe, site-less mail', [[SITE, 'suppress']], 'marketing', null, true],
    [
      'resubscribed since',
      [
        [SITE, 'suppress'],
        [SITE, 'lift'],
      ],
      'marketing',
      SITE,
      true,
    ],
    ['transactional while unsubscribed from all', [[ALL_MAIL, 'suppress']], 'transactional', SITE, true],
  ])('%s', async (name, history, category, siteSettingsId, sent) => {
    const email = `${name.replace(/\W+/g, '-')}@example.org`;
    for (const [scope, change] of history) {
      if (change === 'suppress') await suppress(t.deps.db, email, scope, clock.now);
      else await lift(t.deps.db, email, [scope], clock.now);
    }
    const before = await t.deps.db.selectFrom('outbound_messages').select('id').execute();
    const result = await t.deps.mail.send({
      ...marketingMail(email.toUpperCase(), siteSettingsId),
      category,
    });
    const after = await t.deps.db.selectFrom('outbound_messages').select('id').execute();
    const held = await t.deps.db
      .selectFrom('subscription_suppressed_mail')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(after.length - before.length).toBe(sent ? 1 : 0);
    expect(held).toHaveLength(sent ? 0 : 1);
    if (sent) expect(result.id).toEqual(expect.any(String));
    else expect(result).toEqual({ id: null, suppressed: true });
  });

  it('refuses an invalid mail before writing a token', async () => {
    await expect(t.deps.mail.send({ ...marketingMail('bad'), to: 'not-an-address' })).rejects.toThrow(
      /Invalid mail/,
    );
    const tokens = await t.deps.db
      .selectFrom('subscription_unsubscribe_tokens')
      .select('email')
      .where('email', '=', 'not-an-address')
      .execute();
    expect(tokens).toEqual([]);
  });
});
