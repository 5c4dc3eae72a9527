import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DAY_MS } from '../../shared/domain/journey-expiry';

/**
 * How long the server remembers an Idempotency-Key and its answer. A device replays a write only
 * when it never recorded the answer (the answer was lost, the page died): it does so on its next
 * drain, which on a kiosk that stays offline can be weeks later. Ninety days covers that with a
 * wide margin and keeps the table bounded: one row per write, pruned by its created_at index.
 */
export const IDEMPOTENCY_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = DAY_MS;

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

/** Prunes once the server is ready and then daily; the timer never keeps the process alive. */
export function scheduleIdempotencyPruning(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date },
): void {
  let timer: NodeJS.Timeout | null = null;
  const prune = async () => {
    try {
      const removed = await pruneIdempotencyKeys(deps.db, deps.now());
      if (removed > 0) app.log.info({ removed }, 'pruned old idempotency keys');
    } catch (error) {
      app.log.warn({ err: error }, 'pruning idempotency keys failed; retried tomorrow');
    }
  };
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
