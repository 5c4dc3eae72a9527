import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/*
 * The life-link service. No health-record link service is connected, so this is the local sandbox: the
 * life-link e-mail's uToken is issued here (GetUrl, contact/life-link.ts), stored only as its SHA-256, and
 * PageUrl exchanges it for the sandbox destination page /sandbox/life-link?session=… . An unknown token has
 * no address (null), which the life-link page shows as its configured error.
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

/**
 * How long a life-link uToken opens the life-link page: as long as the journey's resume link
 * (7 days), the other mailed link that continues a journey. Not single use: the page exchanges
 * the token on load (a mail scanner would use it up), and the exchange only answers where to go.
 */
export const LIFE_LINK_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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
      expires_at: new Date(now.getTime() + LIFE_LINK_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}

export function sandboxPageUrl(publicBaseUrl: string, session: string): string {
  const url = new URL(LIFE_LINK_SANDBOX_PATH, `${publicBaseUrl}/`);
  url.searchParams.set('session', session);
  return url.toString();
}

/** PageUrl: the destination of a uToken, or null when the token is unknown or expired. */
export async function lifeLinkPageUrl(
  db: Kysely<Database>,
  token: string,
  options: { publicBaseUrl: string; demoMode: boolean; now: Date },
): Promise<string | null> {
  if (options.demoMode && token === DEMO_LIFE_LINK_TOKEN) {
    return sandboxPageUrl(options.publicBaseUrl, DEMO_LIFE_LINK_SESSION);
  }
  const row = await db
    .selectFrom('life_link_tokens')
    .select('session_id')
    .where('token_hash', '=', hashLifeLinkToken(token))
    .where('expires_at', '>', options.now)
    .executeTakeFirst();
  return row ? sandboxPageUrl(options.publicBaseUrl, row.session_id) : null;
}

/** A sandbox session and the language of the journey that opened it; null when unknown. */
export async function sandboxSessionOf(
  db: Kysely<Database>,
  session: string,
  demoMode: boolean,
): Promise<{ language: string | null } | null> {
  if (demoMode && session === DEMO_LIFE_LINK_SESSION) return { language: null };
  const row = await db
    .selectFrom('life_link_tokens')
    .select('language')
    .where('session_id', '=', session)
    .executeTakeFirst();
  return row ? { language: row.language } : null;
}
