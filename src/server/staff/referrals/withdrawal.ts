import type { Kysely } from 'kysely';
import { localizePath, type Language } from '../../../shared/content-model/language';
import { WITHDRAW_PAGE_PATH } from '../../../shared/contracts/app-pages';
import type { Database } from '../../db/schema';
import { hashToken, newToken, normalizeSubscriberEmail } from '../../subscriptions/tokens';
import { appendStatusEvent, currentStatus } from './referral-status';

/*
 * A participant withdraws from a referral without anyone's help: with the link of their
 * confirmation mail, or by unsubscribing from everything. Either records Withdrawn (no staff
 * actor) at once, so the site's list shows it on its next load.
 */

/** As long as a referral is worked, about half a year: the link must still work when the call comes. */
export const WITHDRAWAL_TOKEN_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export type WithdrawalVia = 'link' | 'unsubscribe';

/** A new withdrawal link's token for the referral (one per referral; only its hash is kept). */
export async function issueWithdrawalToken(
  db: Kysely<Database>,
  referralId: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('referral_withdrawal_tokens')
    .values({
      token_hash: hashToken(token),
      referral_id: referralId,
      created_at: now,
      expires_at: new Date(now.getTime() + WITHDRAWAL_TOKEN_TTL_MS),
      used_at: null,
    })
    .onConflict((oc) =>
      oc.column('referral_id').doUpdateSet({
        token_hash: hashToken(token),
        created_at: now,
        expires_at: new Date(now.getTime() + WITHDRAWAL_TOKEN_TTL_MS),
        used_at: null,
      }),
    )
    .execute();
  return token;
}

/** The participant page the link opens; the token travels in the fragment, never to a server log. */
export function withdrawalUrl(publicBaseUrl: string, language: Language, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${localizePath(WITHDRAW_PAGE_PATH, language)}#t=${token}`;
}

/** Records Withdrawn unless the referral is withdrawn already; true when it recorded it. */
async function withdraw(
  db: Kysely<Database>,
  referralId: string,
  via: WithdrawalVia,
  now: Date,
): Promise<boolean> {
  if ((await currentStatus(db, referralId)) === 'Withdrawn') return false;
  await appendStatusEvent(
    db,
    { referralId, status: 'Withdrawn', details: { via }, actorAccountId: null },
    now,
  );
  return true;
}

/** The link's withdrawal: false for an unknown or expired token. */
export async function withdrawWithToken(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('referral_withdrawal_tokens')
    .select('referral_id')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return false;
  await withdraw(db, row.referral_id, 'link', now);
  await db
    .updateTable('referral_withdrawal_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .execute();
  return true;
}

/** Every referral of the address's contact forms is withdrawn (a full unsubscribe). */
export async function withdrawReferralsOfAddress(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .selectFrom('referral_notifications as rn')
    .innerJoin('contact_patients as cp', (join) =>
      join.onRef('cp.tenant_key', '=', 'rn.tenant_key').onRef('cp.enrollment_id', '=', 'rn.enrollment_id'),
    )
    .select('rn.referral_id')
    .where('cp.email', '=', normalizeSubscriberEmail(email))
    .execute();
  let withdrawn = 0;
  for (const row of rows) if (await withdraw(db, row.referral_id, 'unsubscribe', now)) withdrawn += 1;
  return withdrawn;
}
