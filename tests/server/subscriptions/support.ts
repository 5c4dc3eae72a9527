import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { publishDemoContent } from '../../support/demo-content';
import { createAppMailAdapter } from '../../../src/server/integrations/mail-subscriptions';
import type { OutboundMail } from '../../../src/server/integrations/mail';
import { createTestApp, type TestApp } from '../support/test-app';
import { send, testClock, type TestClock } from '../journey/support';

export { send, testClock, type TestClock };

export const TENANT = 'cr-demo';
export const SITE = 'site-settings-cr-demo';
export const OTHER_SITE = 'site-settings-elsewhere';
export const BASE_URL = 'https://trials.example.org';

/** The app with the real mail adapter (stored mailbox + subscription rules) and the demo content. */
export async function createSubscriptionApp(clock: TestClock): Promise<TestApp> {
  const t = await createTestApp({
    config: { publicBaseUrl: BASE_URL },
    deps: (base) => ({
      now: () => clock.now,
      mail: createAppMailAdapter(base.config, base.db, { now: () => clock.now }),
    }),
  });
  await publishDemoContent(t.deps.db);
  return t;
}

export function marketingMail(to: string, siteSettingsId: string | null = SITE): OutboundMail {
  return {
    to,
    subject: 'News',
    text: 'News for you',
    category: 'marketing',
    audience: { tenantKey: TENANT, siteSettingsId, guestRef: 'guest-1' },
  };
}

/** Sends a mail through the app's adapter and answers the unsubscribe token it was given. */
export async function mailedToken(t: TestApp, mail: OutboundMail): Promise<string> {
  const result = await t.deps.mail.send(mail);
  if (result.id === null) throw new Error('the mail was held back');
  const row = await t.deps.db
    .selectFrom('outbound_messages')
    .select('headers')
    .where('id', '=', result.id)
    .executeTakeFirstOrThrow();
  const match = /uToken=([A-Za-z0-9_-]+)>$/.exec(row.headers['List-Unsubscribe'] ?? '');
  if (!match?.[1]) throw new Error('no List-Unsubscribe header');
  return match[1];
}

export async function suppressions(t: TestApp, email: string) {
  return t.deps.db
    .selectFrom('subscription_suppressions')
    .select(['scope', 'resubscribed_at'])
    .where('email', '=', email)
    .orderBy('scope')
    .execute();
}

export function oneClick(
  app: FastifyInstance,
  query: string,
  payload = 'List-Unsubscribe=One-Click',
  contentType = 'application/x-www-form-urlencoded',
  method: 'POST' | 'GET' | 'HEAD' = 'POST',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/unsubscribe/one-click${query}`,
    ...(method === 'POST' ? { payload, headers: { 'content-type': contentType } } : {}),
  });
}
