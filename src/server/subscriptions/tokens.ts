import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { SubscriptionUnsubscribeTokensTable } from '../db/tables/subscriptions';

export type UnsubscribeTokenRow = Selectable<SubscriptionUnsubscribeTokensTable>;

/** Trimmed and lower-cased: how every subscription table keeps an address. */
export function normalizeSubscriberEmail(email: string): string {
  return email.trim().toLowerCase();
}

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

/** A fresh unsubscribe token for one mail; only its hash is stored. */
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
    })
    .execute();
  return token;
}

/** A read: looking a token up never uses it up (an unsubscribe link keeps working). */
export async function findUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
): Promise<UnsubscribeTokenRow | null> {
  const row = await db
    .selectFrom('subscription_unsubscribe_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row ?? null;
}
