import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffTokenPurpose } from '../db/tables/staff';
import { HttpProblem } from '../http/problem';
import { hashToken, newToken } from '../subscriptions/tokens';

/*
 * Invitations and mailed sign-in links: a random token in the link's fragment, only its hash
 * here. Each is good once and briefly; a newer one of the same purpose revokes the older ones.
 */

type LinkPurpose = Exclude<StaffTokenPurpose, 'session'>;

/** Issues a token for an account, revoking its earlier unused ones of the same purpose. */
export async function issueStaffToken(
  db: Kysely<Database>,
  accountId: string,
  purpose: LinkPurpose,
  ttlMs: number,
  now: Date,
): Promise<string> {
  await revokeStaffTokens(db, accountId, purpose, now);
  const token = newToken();
  await db
    .insertInto('staff_tokens')
    .values({
      token_hash: hashToken(token),
      account_id: accountId,
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
      absolute_expires_at: null,
      used_at: null,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** Ends an account's outstanding tokens of one purpose (or every link purpose). */
export async function revokeStaffTokens(
  db: Kysely<Database>,
  accountId: string,
  purpose: LinkPurpose | 'links',
  now: Date,
): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ revoked_at: now })
    .where('account_id', '=', accountId)
    .where('purpose', 'in', purpose === 'links' ? ['invitation', 'sign-in-link'] : [purpose])
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The account a live token belongs to: 400 when no such token, 410 when used, revoked or expired. */
export async function liveStaffToken(
  db: Kysely<Database>,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ accountId: string; tokenHash: string }> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('staff_tokens')
    .select(['account_id', 'expires_at', 'used_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row)
    throw new HttpProblem(400, 'Invalid link', 'This link is not valid. Check that it was copied whole.');
  if (row.used_at !== null || row.revoked_at !== null || new Date(row.expires_at) <= now) {
    throw new HttpProblem(
      410,
      'Link expired',
      'This link has expired or was already used. Ask for a new one.',
    );
  }
  return { accountId: row.account_id, tokenHash };
}

/** Uses a live token up; a second use of it then answers 410. */
export async function useStaffToken(
  db: Kysely<Database>,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<string> {
  const { accountId, tokenHash } = await liveStaffToken(db, token, purpose, now);
  const used = await db
    .updateTable('staff_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) {
    throw new HttpProblem(410, 'Link expired', 'This link was already used. Ask for a new one.');
  }
  return accountId;
}
