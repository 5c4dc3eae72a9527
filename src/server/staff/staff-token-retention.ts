import type { Kysely } from 'kysely';
import { DAY_MS } from '../../shared/domain/journey-expiry';
import type { Database } from '../db/schema';
import type { Pruner } from '../jobs/daily-pruning';

/**
 * Workspace tokens (invitations, sign-in links, sessions), passkey challenges and withdrawal
 * tokens are kept this long after they expired, for an investigation's sake, and then deleted:
 * the audit log, not the tokens, is the record of who did what.
 */
export const EXPIRED_TOKEN_RETENTION_DAYS = 30;

export async function pruneStaffTokens(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EXPIRED_TOKEN_RETENTION_DAYS * DAY_MS);
  const tokens = await db.deleteFrom('staff_tokens').where('expires_at', '<', before).executeTakeFirst();
  const challenges = await db.deleteFrom('staff_challenges').where('expires_at', '<', now).executeTakeFirst();
  const withdrawals = await db
    .deleteFrom('referral_withdrawal_tokens')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return [tokens, challenges, withdrawals].reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}

export const staffTokenPruner: Pruner = { name: 'workspace tokens', prune: pruneStaffTokens };
