import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { IndexedTrial } from './generator/trial-generator';
import { readMeta, writeMeta } from '../content/content-writer';
import type { ContentSeed } from '../content/content-seed';
import type { Database } from '../db/schema';
import { trialIndexSet, type TrialIndexOptions } from './trial-index-set';
import { writeTrialIndex } from './trial-index-writer';

/** Not the content seed's lock: the two seeds may run one after the other without waiting. */
const TRIAL_INDEX_LOCK_ID = 7_302_119;
export const TRIAL_INDEX_VERSION_KEY = 'trial-index-version';

/** The set's own digest: a changed generator, count or content trial rewrites the index, nothing else. */
export function trialIndexVersion(trials: readonly IndexedTrial[]): string {
  const hash = createHash('sha256');
  for (const trial of trials) hash.update(JSON.stringify(trial));
  return `${String(trials.length)}-${hash.digest('hex').slice(0, 32)}`;
}

export interface TrialIndexOutcome {
  applied: boolean;
  version: string;
  trialCount: number;
  milliseconds: number;
}

/**
 * Writes the trial search index when its stored version differs, in one transaction under an
 * advisory lock (several app servers starting together write it once). Call it at start, after
 * publishContent, with the same content.
 */
export async function ensureTrialIndex(
  db: Kysely<Database>,
  content: ContentSeed,
  options: TrialIndexOptions = {},
): Promise<TrialIndexOutcome> {
  const started = performance.now();
  const trials = trialIndexSet(content, options);
  const version = trialIndexVersion(trials);
  const applied = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${TRIAL_INDEX_LOCK_ID})`.execute(trx);
    if ((await readMeta(trx, TRIAL_INDEX_VERSION_KEY)) === version) return false;
    await writeTrialIndex(trx, trials);
    await writeMeta(trx, TRIAL_INDEX_VERSION_KEY, version);
    return true;
  });
  return {
    applied,
    version,
    trialCount: trials.length,
    milliseconds: Math.round(performance.now() - started),
  };
}
