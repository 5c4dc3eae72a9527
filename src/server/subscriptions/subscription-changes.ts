import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withdrawReferralsOfAddress } from '../staff/referrals/withdrawal';
import { ALL_MAIL, lift, suppress } from './suppression';
import { findUnsubscribeToken, normalizeSubscriberEmail, type UnsubscribeTokenRow } from './tokens';

/*
 * The four /Send calls of the unsubscribe pages. An unknown token is an answer ({data: null} or {data:
 * false}), never an error: the pages swallow failures anyway, and an error would tell a prober more than an
 * empty answer does.
 */

export interface UnsubscribeAnswer {
  data: { guestRef: string | null; email: string } | null;
}

/** The site-specific pages take a token from their own site's mail or from common mail only. */
function tokenForSite(row: UnsubscribeTokenRow | null, siteSettingsId: string): UnsubscribeTokenRow | null {
  if (!row) return null;
  return row.site_settings_id === null || row.site_settings_id === siteSettingsId ? row : null;
}

/** The resubscribe form's email must be the address the token was sent to. */
function ownsToken(row: UnsubscribeTokenRow | null, emailAddress: string): row is UnsubscribeTokenRow {
  return row !== null && row.email === normalizeSubscriberEmail(emailAddress);
}

async function unsubscribeFrom(
  db: Kysely<Database>,
  row: UnsubscribeTokenRow | null,
  scope: string,
  now: Date,
): Promise<UnsubscribeAnswer> {
  if (!row) return { data: null };
  await suppress(db, row.email, scope, now);
  if (scope === ALL_MAIL) await withdrawReferralsOfAddress(db, row.email, now);
  return { data: { guestRef: row.guest_ref, email: row.email } };
}

/** CommonUnsubscribe: no marketing mail of any of the site's studies, and the address's referrals withdrawn. */
export async function commonUnsubscribe(db: Kysely<Database>, token: string, now: Date) {
  return unsubscribeFrom(db, await findUnsubscribeToken(db, token, now), ALL_MAIL, now);
}

/** Unsubscribe: no marketing mail of this site settings id. */
export async function siteUnsubscribe(
  db: Kysely<Database>,
  token: string,
  siteSettingsId: string,
  now: Date,
) {
  const row = tokenForSite(await findUnsubscribeToken(db, token, now), siteSettingsId);
  return unsubscribeFrom(db, row, siteSettingsId, now);
}

/** CommonResubscribe: lifts every suppression of the address. */
export async function commonResubscribe(
  db: Kysely<Database>,
  token: string,
  emailAddress: string,
  now: Date,
): Promise<{ data: boolean }> {
  const row = await findUnsubscribeToken(db, token, now);
  if (!ownsToken(row, emailAddress)) return { data: false };
  await lift(db, row.email, 'every', now);
  return { data: true };
}

/**
 * Resubscribe: lifts this site's suppression only. A common unsubscribe stays in force: it is
 * the broader decision, and only the common resubscribe page undoes it.
 */
export async function siteResubscribe(
  db: Kysely<Database>,
  token: string,
  emailAddress: string,
  siteSettingsId: string,
  now: Date,
): Promise<{ data: boolean }> {
  const row = tokenForSite(await findUnsubscribeToken(db, token, now), siteSettingsId);
  if (!ownsToken(row, emailAddress)) return { data: false };
  await lift(db, row.email, [siteSettingsId], now);
  return { data: true };
}

/** RFC 8058 one-click: the list the mail came from (its site, or everything for common mail). */
export async function oneClickUnsubscribe(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  const row = await findUnsubscribeToken(db, token, now);
  if (!row) return;
  const scope = row.site_settings_id ?? ALL_MAIL;
  // Unsubscribing from everything also withdraws the address's referrals, in one transaction.
  await db.transaction().execute(async (trx) => {
    await suppress(trx, row.email, scope, now);
    if (scope === ALL_MAIL) await withdrawReferralsOfAddress(trx, row.email, now);
  });
}
