import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/*
 * The life-link service (site-selection-success-support.md §2.11, §4.8). No health-record link
 * service is connected, so this is the local sandbox: the life-link e-mail's uToken is issued
 * here (GetUrl, contact/life-link.ts), stored only as its SHA-256, and PageUrl exchanges it for
 * the sandbox destination page /sandbox/life-link?session=… . An unknown token has no address
 * (null), which the life-link page shows as its configured error.
 *
 * In demo mode the fixed token DEMO_LIFE_LINK_TOKEN also works, so the page can be tried
 * without going through a journey: /life-link?uToken=demo-life-link.
 */

export const DEMO_LIFE_LINK_TOKEN = 'demo-life-link';
export const DEMO_LIFE_LINK_SESSION = 'demo';
export const LIFE_LINK_SANDBOX_PATH = '/sandbox/life-link';

export interface LifeLinkTokenSubject {
  tenantKey: string;
  enrollmentId: string;
  siteCode: string;
  protocol: string;
  language: string;
}

export function hashLifeLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new uToken for the subject (32 random bytes, base64url); only its hash is stored. */
export async function issueLifeLinkToken(
  db: Kysely<Database>,
  subject: LifeLinkTokenSubject,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('life_link_tokens')
    .values({
      token_hash: hashLifeLinkToken(token),
      session_id: randomBytes(12).toString('base64url'),
      tenant_key: subject.tenantKey,
      enrollment_id: subject.enrollmentId,
      site_code: subject.siteCode,
      protocol: subject.protocol,
      language: subject.language,
      created_at: now,
    })
    .execute();
  return token;
}

export function sandboxPageUrl(publicBaseUrl: string, session: string): string {
  const url = new URL(LIFE_LINK_SANDBOX_PATH, `${publicBaseUrl}/`);
  url.searchParams.set('session', session);
  return url.toString();
}

/** PageUrl: the destination of a uToken, or null when the token is unknown. */
export async function lifeLinkPageUrl(
  db: Kysely<Database>,
  token: string,
  options: { publicBaseUrl: string; demoMode: boolean },
): Promise<string | null> {
  if (options.demoMode && token === DEMO_LIFE_LINK_TOKEN) {
    return sandboxPageUrl(options.publicBaseUrl, DEMO_LIFE_LINK_SESSION);
  }
  const row = await db
    .selectFrom('life_link_tokens')
    .select('session_id')
    .where('token_hash', '=', hashLifeLinkToken(token))
    .executeTakeFirst();
  return row ? sandboxPageUrl(options.publicBaseUrl, row.session_id) : null;
}

/** Whether a sandbox session exists (the destination page says so either way). */
export async function isKnownSandboxSession(db: Kysely<Database>, session: string, demoMode: boolean) {
  if (demoMode && session === DEMO_LIFE_LINK_SESSION) return true;
  const row = await db
    .selectFrom('life_link_tokens')
    .select('session_id')
    .where('session_id', '=', session)
    .executeTakeFirst();
  return row !== undefined;
}
