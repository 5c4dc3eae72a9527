import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { SubscriptionUnsubscribeTokensTable } from '../db/tables/subscriptions';

export type UnsubscribeTokenRow = Selectable<SubscriptionUnsubscribeTokensTable>;

/** Trimmed and lower-cased: how every subscription table keeps an address. */
export function normalizeSubscriberEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * How long a mail's unsubscribe link works: three times the 30 days US law (CAN-SPAM) asks an
 * opt-out to keep working after a mail is sent, so a mail read late still unsubscribes. Every
 * marketing mail carries a fresh token, so whoever still gets mail always holds a live one.
 */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 256 bits, nothing to guess. URL-safe, so links need no encoding. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Who a mail went to and on whose behalf: the unsubscribe token's grant. */
export interface MailAudience {
  email: string;
  tenantKey?: string | null;
  siteSettingsId?: string | null;
  guestRef?: string | null;
}

/**
 * A fresh unsubscribe token for one mail; only its hash is stored. It unsubscribes and
 * resubscribes its address (also after an unsubscribe: the pages offer both) until it expires,
 * and does nothing else: it never signs anyone in.
 */
export async function issueUnsubscribeToken(
  db: Kysely<Database>,
  audience: MailAudience,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('subscription_unsubscribe_tokens')
    .values({
      token_hash: hashToken(token),
      email: normalizeSubscriberEmail(audience.email),
      tenant_key: audience.tenantKey ?? null,
      site_settings_id: audience.siteSettingsId ?? null,
      guest_ref: audience.guestRef ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + UNSUBSCRIBE_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}

/** A read: looking a token up never uses it up (an unsubscribe link keeps working until it expires). */
export async function findUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<UnsubscribeTokenRow | null> {
  const row = await db
    .selectFrom('subscription_unsubscribe_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}
