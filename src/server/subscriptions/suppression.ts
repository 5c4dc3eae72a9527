import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeSubscriberEmail } from './tokens';

/** The scope of a common unsubscribe: every marketing mail of the site. */
export const ALL_MAIL = 'all';

/**
 * Records an unsubscribe. A repeat while still unsubscribed changes nothing (the first date is
 * the one that counts); after a resubscribe it starts a new suppression.
 */
export async function suppress(db: Kysely<Database>, email: string, scope: string, now: Date): Promise<void> {
  await db
    .insertInto('subscription_suppressions')
    .values({ email: normalizeSubscriberEmail(email), scope, unsubscribed_at: now, resubscribed_at: null })
    .onConflict((oc) =>
      oc
        .columns(['email', 'scope'])
        .doUpdateSet({ unsubscribed_at: now, resubscribed_at: null })
        .where('subscription_suppressions.resubscribed_at', 'is not', null),
    )
    .execute();
}

/** Lifts the suppressions of the given scopes (all of the address's when scopes is 'every'). */
export async function lift(
  db: Kysely<Database>,
  email: string,
  scopes: readonly string[] | 'every',
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('subscription_suppressions')
    .set({ resubscribed_at: now })
    .where('email', '=', normalizeSubscriberEmail(email))
    .where('resubscribed_at', 'is', null);
  if (scopes !== 'every') query = query.where('scope', 'in', [...scopes]);
  await query.execute();
}

/** Whether marketing mail of this site (or of the whole site when null) may not go to the address. */
export async function isSuppressed(
  db: Kysely<Database>,
  email: string,
  siteSettingsId: string | null,
): Promise<boolean> {
  const scopes = siteSettingsId ? [ALL_MAIL, siteSettingsId] : [ALL_MAIL];
  const row = await db
    .selectFrom('subscription_suppressions')
    .select('scope')
    .where('email', '=', normalizeSubscriberEmail(email))
    .where('scope', 'in', scopes)
    .where('resubscribed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The record of a marketing mail held back. */
export async function recordSuppressedMail(
  db: Kysely<Database>,
  mail: { email: string; siteSettingsId: string | null; subject: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('subscription_suppressed_mail')
    .values({
      email: normalizeSubscriberEmail(mail.email),
      site_settings_id: mail.siteSettingsId,
      subject: mail.subject,
      created_at: now,
    })
    .execute();
}
