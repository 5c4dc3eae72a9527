import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { IndexedTrial } from './generator/trial-generator';
import { withLocalSetting } from '../db/local-setting';
import type { Database } from '../db/schema';
import { afterTrialIndexReplaced } from './after-trials-written';
import { collectConditionNames, refreshTrialConditions, type ConditionNames } from './trial-condition-counts';
import { withFastDocumentCompression } from './trial-document-compression';
import { TRIAL_INDEX_TABLES, withIndexesBuiltAfter } from './trial-index-rebuild';
import { TrialInsertBatch, type TrialBatchJson, type TrialWriteExtras } from './trial-insert-batch';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Writes trials into the index tables. Each table's batch is ONE statement with ONE parameter
 * (the rows as a JSON array, unpacked by jsonb_to_recordset): thousands of rows cost a handful of
 * round trips, which matters on PGlite where every e2e server seeds a fresh database.
 */

/** Trials per batch: about 2 × 500 documents of a few kilobytes in one statement. */
export const TRIAL_BATCH = 500;

/**
 * The ONE statement that inserts one batch of trials (none of them in the tables yet): the index
 * rows, the documents, the sites with coordinates and the condition links, each table's rows one
 * JSON parameter read once. Its rows are serialised beforehand (TrialInsertBatch), so that a
 * writer can do it while the database writes the batch before.
 */
function insertStatement({ rows, documents, locations, links }: TrialBatchJson): RawBuilder<unknown> {
  return sql`
    with documents as (
      insert into trial_documents (trial_id, language, data)
      select trial_id, language, data
      from jsonb_to_recordset(${documents}::jsonb) as d(trial_id text, language text, data jsonb)
    ), sites as (
      insert into trial_locations (trial_id, seq, latitude, longitude, x, y, z)
      select trial_id, seq, latitude, longitude, x, y, z
      from jsonb_to_recordset(${locations}::jsonb) as l(trial_id text, seq integer,
        latitude double precision, longitude double precision, x double precision,
        y double precision, z double precision)
    ), links as (
      insert into trial_condition_links (trial_id, condition_key)
      select trial_id, condition_key
      from jsonb_to_recordset(${links}::jsonb) as k(trial_id text, condition_key text)
    )
    insert into trial_index (trial_id, language, title, sort_title, condition_key, condition,
      enrolling_status, is_virtual, searchable, search_vector, min_age, max_age, sex,
      healthy_volunteers, phases, source, first_opened_at, content_hash)
    select trial_id, language, title, sort_title, condition_key, condition, enrolling_status,
      is_virtual, searchable, array_to_tsvector(string_to_array(search_text, ' ')), min_age,
      max_age, sex, healthy_volunteers, phases, source,
      coalesce(first_opened_at, case when searchable then now() end), content_hash
    from jsonb_to_recordset(${rows}::jsonb) as r(trial_id text,
      language text, title text, sort_title text, condition_key text, condition text,
      enrolling_status text, is_virtual boolean, searchable boolean, search_text text,
      min_age smallint, max_age smallint, sex text, healthy_volunteers boolean, phases text[],
      source text, first_opened_at timestamptz, content_hash text)`;
}

/**
 * Runs the batches' inserts planned once for any parameters. Planned for the values at hand (the
 * default for an unnamed statement), each megabyte-sized JSON parameter becomes a constant that
 * the planner copies several times over: about half of the database's time in the inserts.
 */
function withGenericPlans<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return withLocalSetting(db, 'plan_cache_mode', 'force_generic_plan', work);
}

/** Inserts one batch of trials (none of them in the tables yet) in ONE statement. Run it in a transaction. */
export async function insertTrials(
  db: Db,
  trials: readonly IndexedTrial[],
  extras: ReadonlyMap<string, TrialWriteExtras> = new Map(),
): Promise<void> {
  if (trials.length === 0) return;
  const batch = new TrialInsertBatch(extras);
  for (const indexed of trials) batch.add(indexed);
  await withGenericPlans(db, () => insertStatement(batch.json()).execute(db));
}

/** Deletes trials from every index table. */
export async function deleteTrials(db: Db, trialIds: readonly string[]): Promise<void> {
  if (trialIds.length === 0) return;
  const ids = sql`(select unnest(${[...trialIds]}::text[]))`;
  await sql`delete from trial_documents where trial_id in ${ids}`.execute(db);
  await sql`delete from trial_locations where trial_id in ${ids}`.execute(db);
  await sql`delete from trial_condition_links where trial_id in ${ids}`.execute(db);
  await sql`delete from trial_index where trial_id in ${ids}`.execute(db);
}

/** Removes every row of the site's own trials (content and generated); imported ones stay. */
async function deleteOwnTrials(
  db: Db,
): Promise<{ trialIds: string[]; conditionKeys: string[]; opened: Map<string, TrialWriteExtras> }> {
  const own = sql`(select trial_id from trial_index where source in ('content', 'generated'))`;
  const { rows } = await sql<{ key: string }>`
    select distinct condition_key as key from trial_condition_links where trial_id in ${own}`.execute(db);
  await sql`delete from trial_documents where trial_id in ${own}`.execute(db);
  await sql`delete from trial_locations where trial_id in ${own}`.execute(db);
  await sql`delete from trial_condition_links where trial_id in ${own}`.execute(db);
  const deleted = await sql<{ trial_id: string; first_opened_at: Date | null }>`
    delete from trial_index where source in ('content', 'generated')
    returning trial_id, first_opened_at`.execute(db);
  const opened = new Map<string, TrialWriteExtras>();
  for (const row of deleted.rows) {
    if (row.first_opened_at) opened.set(row.trial_id, { firstOpenedAt: row.first_opened_at });
  }
  return {
    opened,
    trialIds: [...new Set(deleted.rows.map((row) => row.trial_id))],
    conditionKeys: rows.map((row) => row.key),
  };
}

/** Lets pending I/O (the batch being written) go on while a batch is prepared. */
const YIELD_EVERY = 50;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The trials in insert batches of `size`, each trial serialised as it arrives (and its condition
 * names collected), so that no batch holds hundreds of trials' objects.
 */
async function* inBatches(
  trials: Iterable<IndexedTrial>,
  size: number,
  names: ConditionNames,
  opened: ReadonlyMap<string, TrialWriteExtras>,
): AsyncGenerator<TrialInsertBatch> {
  let batch = new TrialInsertBatch(opened);
  for (const indexed of trials) {
    collectConditionNames(names, indexed);
    batch.add(indexed);
    if (batch.size % YIELD_EVERY === 0) await turn();
    if (batch.size >= size) {
      yield batch;
      batch = new TrialInsertBatch(opened);
    }
  }
  if (batch.size > 0) yield batch;
}

/**
 * Inserts the trials batch by batch, collecting their condition names. The database writes batch
 * n while batch n + 1 is generated, turned into rows and serialised: it then waits only for the
 * statement to arrive, not for node to prepare it.
 */
async function insertInBatches(
  db: Db,
  trials: Iterable<IndexedTrial>,
  names: ConditionNames,
  opened: ReadonlyMap<string, TrialWriteExtras>,
): Promise<void> {
  let writing: Promise<unknown> = Promise.resolve();
  // A rewrite keeps when each trial first opened: saved-search alerts must not take a restart
  // with a changed pack for thousands of new trials.
  for await (const batch of inBatches(trials, TRIAL_BATCH, names, opened)) {
    const statement = insertStatement(batch.json());
    await writing;
    writing = statement.execute(db);
    // Awaited before the next batch; a failure must not count as unhandled meanwhile.
    writing.catch(() => undefined);
  }
  await writing;
}

/**
 * Makes the index's own trials (content and generated) exactly these, in every language, batch
 * by batch from a stream; imported trials are left as they are. Run it in a transaction.
 */
export async function writeTrialIndex(db: Db, trials: Iterable<IndexedTrial>): Promise<void> {
  const old = await deleteOwnTrials(db);
  const names: ConditionNames = new Map();
  await withIndexesBuiltAfter(db, TRIAL_INDEX_TABLES, () =>
    withFastDocumentCompression(db, () =>
      withGenericPlans(db, () => insertInBatches(db, trials, names, old.opened)),
    ),
  );
  const conditionKeys = [...new Set([...old.conditionKeys, ...names.keys()])];
  await refreshTrialConditions(db, conditionKeys, names);
  // The seed rewrites most of the index: deriving everything again beats taking each trial back.
  await afterTrialIndexReplaced(db);
  // Fresh statistics, so that the planner picks the GIN and sort indexes right after a seed.
  await sql`analyze trial_index`.execute(db);
  await sql`analyze trial_locations`.execute(db);
  await sql`analyze trial_condition_links`.execute(db);
}
