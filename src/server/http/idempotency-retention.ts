import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DAY_MS } from '../../shared/domain/journey-expiry';
import type { Pruner } from '../jobs/daily-pruning';

/**
 * How long the server remembers an Idempotency-Key and its answer. A device replays a write only
 * when it never recorded the answer (the answer was lost, the page died): it does so on its next
 * drain, which on a kiosk that stays offline can be weeks later. Ninety days covers that with a
 * wide margin and keeps the table bounded: one row per write, pruned by its created_at index.
 */
export const IDEMPOTENCY_RETENTION_DAYS = 90;

/** Deletes the keys stored before `now - days`; returns how many went. */
export async function pruneIdempotencyKeys(
  db: Kysely<Database>,
  now: Date,
  days = IDEMPOTENCY_RETENTION_DAYS,
): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS);
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const idempotencyKeyPruner: Pruner = {
  name: 'idempotency keys',
  prune: (db, now) => pruneIdempotencyKeys(db, now),
};
