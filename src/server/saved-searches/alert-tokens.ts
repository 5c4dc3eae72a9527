import type { Kysely } from 'kysely';
import { localizePath, type Language } from '../../shared/content-model/language';
import { SAVED_SEARCH_ALERTS_PAGE_PATH } from '../../shared/contracts/app-pages';
import { SAVED_SEARCH_ONE_CLICK_PATH } from '../../shared/contracts/saved-searches';
import type { Database } from '../db/schema';
import { hashToken, newToken } from '../subscriptions/tokens';

/*
 * The token of an alert mail's links: it stops that one search's alerts and does nothing else (it
 * signs nobody in, touches no other search and no other mail). Random, kept only as a SHA-256
 * hash, one per mail. It lives a year, so a mail read late still works; it dies with its search
 * and stops working once revoked.
 */

export const ALERT_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export async function issueAlertToken(
  db: Kysely<Database>,
  savedSearchId: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('saved_search_alert_tokens')
    .values({
      token_hash: hashToken(token),
      saved_search_id: savedSearchId,
      created_at: now,
      expires_at: new Date(now.getTime() + ALERT_TOKEN_TTL_MS),
      revoked_at: null,
    })
    .execute();
  return token;
}

const base = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');

/** The participant page; the token rides in the fragment, which never reaches a server log. */
export function alertStopPageUrl(publicBaseUrl: string, language: Language, token: string): string {
  return `${base(publicBaseUrl)}${localizePath(SAVED_SEARCH_ALERTS_PAGE_PATH, language)}#t=${token}`;
}

/** The RFC 8058 target: a mail client POSTs to it, so the token must be in the address itself. */
export function alertOneClickUrl(publicBaseUrl: string, token: string): string {
  return `${base(publicBaseUrl)}${SAVED_SEARCH_ONE_CLICK_PATH}?t=${token}`;
}

/** Turns the token's search's alerts off; false for an unknown, expired or revoked token. */
export async function stopAlertsWithToken(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('saved_search_alert_tokens')
    .select('saved_search_id')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return false;
  await db
    .updateTable('saved_searches')
    .set({ alerts: false })
    .where('id', '=', row.saved_search_id)
    .execute();
  return true;
}

/**
 * Revokes the live alert links of every search of a member: after a change of address, links
 * mailed to the old one (perhaps a typo that reached someone else) must stop working.
 */
export async function revokeAlertTokensOf(db: Kysely<Database>, profileId: string, now: Date): Promise<void> {
  await db
    .updateTable('saved_search_alert_tokens')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where('saved_search_id', 'in', (eb) =>
      eb.selectFrom('saved_searches').select('id').where('profile_id', '=', profileId),
    )
    .execute();
}

/** A pruner's work: tokens past their expiry stop nothing any more. */
export async function pruneAlertTokens(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('saved_search_alert_tokens')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
