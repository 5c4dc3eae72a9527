import { sql } from 'kysely';
import type { HealthCheck } from './health-check';

/** The database answers a query. */
export const databaseReachable: HealthCheck = {
  name: 'database',
  async run({ db }) {
    await sql`select 1`.execute(db);
  },
};

/**
 * A write reaches the disk: the one heartbeat row is updated and committed. A committed write is
 * what a full disk, a read-only failover replica or a lost data directory refuses, while reads
 * keep working; a write rolled back might never have left memory. The row exists from the
 * migration on, so a probe never adds rows.
 */
export const writesCommit: HealthCheck = {
  name: 'writes',
  async run({ db, now }) {
    const result = await sql`update health_heartbeat set beat_at = ${now()} where id = 1`.execute(db);
    if (Number(result.numAffectedRows ?? 0) !== 1) throw new Error('the heartbeat row is missing');
  },
};
