import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readMeta, SEED_VERSION_KEY, writeMeta, writeSeed } from '../seed-writer';
import { buildContentSeed, type ContentSeed } from './build-seed';

/** Any number; it only has to be the same for every app server sharing the database. */
const SEED_LOCK_ID = 7_302_118;

/** The version is the seed's own digest: any change of content triggers a rewrite, nothing else does. */
export function seedVersion(seed: ContentSeed): string {
  return createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 32);
}

export interface SeedOutcome {
  applied: boolean;
  version: string;
}

/**
 * Writes the demo site's content when the stored seed version differs, in one transaction.
 * The advisory lock makes concurrent starts of several app servers apply it once.
 * Call it once at start, after migrations.
 */
export async function ensureSeed(
  db: Kysely<Database>,
  seed: ContentSeed = buildContentSeed(),
): Promise<SeedOutcome> {
  const version = seedVersion(seed);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    if ((await readMeta(trx, SEED_VERSION_KEY)) === version) return { applied: false, version };
    await writeSeed(trx, seed);
    await writeMeta(trx, SEED_VERSION_KEY, version);
    return { applied: true, version };
  });
}
