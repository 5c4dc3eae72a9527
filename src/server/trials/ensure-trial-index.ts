import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { IndexedTrial } from './generator/trial-generator';
import { readMeta, writeMeta } from '../content/content-writer';
import type { ContentSeed } from '../content/content-seed';
import type { Database } from '../db/schema';
import { DEFAULT_TRIAL_SEED, generateTrial } from './generator/trial-generator';
import { contentIndexedTrials, trialIndexStream, type TrialIndexOptions } from './trial-index-set';
import { writeTrialIndex } from './trial-index-writer';

/** Not the content seed's lock: the two seeds may run one after the other without waiting. */
const TRIAL_INDEX_LOCK_ID = 7_302_119;
export const TRIAL_INDEX_VERSION_KEY = 'trial-index-version';

/**
 * The set's own digest, read trial by trial: a changed generator, count or content trial
 * rewrites the index, nothing else.
 */
export function trialIndexVersion(trials: Iterable<IndexedTrial>): string {
  const hash = createHash('sha256');
  let count = 0;
  for (const trial of trials) {
    hash.update(JSON.stringify(trial));
    count += 1;
  }
  return `${String(count)}-${hash.digest('hex').slice(0, 32)}`;
}

/** Generated trials the version reads: the first ones, then one in SAMPLE_STEP. */
const SAMPLE_HEAD = 64;
const SAMPLE_STEP = 997;

/**
 * The version of the content's trials plus `count` generated ones, without generating them all:
 * trial i depends only on (seed, i) and the generator's code, so a sample of them (with the
 * count and seed) changes whenever the set does. Generating 200,000 trials twice (once to
 * digest, once to write) cost as much as writing them.
 */
export function trialSetVersion(content: ContentSeed, options: TrialIndexOptions = {}): string {
  const count = options.count ?? 0;
  const seed = options.seed ?? DEFAULT_TRIAL_SEED;
  const own = contentIndexedTrials(content);
  function* sampled() {
    yield* own;
    for (let index = 0; index < count; index += index < SAMPLE_HEAD ? 1 : SAMPLE_STEP) {
      yield generateTrial(seed, index);
    }
  }
  const digest = trialIndexVersion(sampled()).split('-')[1] ?? '';
  return `${String(own.length + count)}-${createHash('sha256')
    .update(`${digest}:${String(count)}:${String(seed)}`)
    .digest('hex')
    .slice(0, 32)}`;
}

export interface TrialIndexOutcome {
  applied: boolean;
  version: string;
  trialCount: number;
  milliseconds: number;
}

/** Whether any imported (ClinicalTrials.gov) trial is in the index: then the demo's are not. */
export async function hasImportedTrials(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ any: boolean }>`
    select exists (select 1 from trial_index where source = 'ctgov') as any`.execute(db);
  return rows[0]?.any === true;
}

/**
 * Writes the site's own trials (the content's, and generated ones unless real trials were
 * imported) when their stored version differs, in one transaction under an advisory lock
 * (several app servers starting together write it once). Imported trials are never touched.
 * Call it at start, after publishContent, with the same content.
 */
export async function ensureTrialIndex(
  db: Kysely<Database>,
  content: ContentSeed,
  options: TrialIndexOptions = {},
): Promise<TrialIndexOutcome> {
  const started = performance.now();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${TRIAL_INDEX_LOCK_ID})`.execute(trx);
    const imported = await hasImportedTrials(trx);
    const set = { ...options, count: imported ? 0 : (options.count ?? 0) };
    const version = trialSetVersion(content, set);
    const trialCount = Number(version.split('-')[0]);
    const applied = (await readMeta(trx, TRIAL_INDEX_VERSION_KEY)) !== version;
    if (applied) {
      await writeTrialIndex(trx, trialIndexStream(content, set));
      await writeMeta(trx, TRIAL_INDEX_VERSION_KEY, version);
    }
    return { applied, version, trialCount, milliseconds: Math.round(performance.now() - started) };
  });
}
