import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DAY_MS } from '../../shared/domain/journey-expiry';

/** A table kept bounded: deletes what has outlived its use and answers how many rows went. */
export interface Pruner {
  name: string;
  prune(db: Kysely<Database>, now: Date): Promise<number>;
}

/** Runs every pruner once the server is ready and then daily; the timer never keeps the process alive. */
export function scheduleDailyPruning(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date },
  pruners: readonly Pruner[],
): void {
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    for (const pruner of pruners) {
      try {
        const removed = await pruner.prune(deps.db, deps.now());
        if (removed > 0) app.log.info({ removed, pruner: pruner.name }, 'pruned old rows');
      } catch (error) {
        app.log.warn({ err: error, pruner: pruner.name }, 'pruning failed; retried tomorrow');
      }
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
