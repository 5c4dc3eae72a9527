import { sql, type Kysely, type Transaction } from 'kysely';
import { LANGUAGE_CODES } from '../../shared/content-model/language';
import type { IndexedTrial } from './generator/trial-generator';
import type { Database } from '../db/schema';
import { afterTrialIndexReplaced } from './after-trials-written';
import {
  conditionLinkRowsOf,
  conditionRowsOf,
  indexRowOf,
  type ConditionLinkRow,
  locationRowsOf,
  type IndexRow,
  type LocationRow,
} from './trial-index-rows';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Replaces the whole index with a set of trials. Each batch is ONE statement with ONE parameter
 * (the rows as a JSON array, unpacked by jsonb_to_recordset): 10,000 rows cost a handful of round
 * trips, which matters on PGlite where every e2e server seeds a fresh database.
 */
const BATCH_ROWS = 1000;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS)
    out.push(rows.slice(start, start + BATCH_ROWS));
  return out;
}

/** The index row and the trial's document, from one parse of the batch. */
async function insertIndexRows(db: Db, rows: IndexRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    await sql`
      with r as (
        select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(trial_id text,
          language text, title text, sort_title text, condition_key text, condition text,
          enrolling_status text, is_virtual boolean, searchable boolean, search_text text,
          min_age smallint, max_age smallint, sex text, healthy_volunteers boolean, phases text[],
          source text, data jsonb)
      ), documents as (
        insert into trial_documents (trial_id, language, data) select trial_id, language, data from r
      )
      insert into trial_index (trial_id, language, title, sort_title, condition_key, condition,
        enrolling_status, is_virtual, searchable, search_vector, min_age, max_age, sex,
        healthy_volunteers, phases, source, first_opened_at)
      select trial_id, language, title, sort_title, condition_key, condition, enrolling_status,
        is_virtual, searchable, array_to_tsvector(string_to_array(search_text, ' ')), min_age,
        max_age, sex, healthy_volunteers, phases, source, case when searchable then now() end
      from r`.execute(db);
  }
}

async function insertLocationRows(db: Db, rows: LocationRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    await sql`
      insert into trial_locations (trial_id, seq, latitude, longitude, x, y, z)
      select trial_id, seq, latitude, longitude, x, y, z
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(trial_id text, seq integer,
        latitude double precision, longitude double precision, x double precision,
        y double precision, z double precision)`.execute(db);
  }
}

async function insertConditionLinks(db: Db, rows: ConditionLinkRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    await sql`
      insert into trial_condition_links (trial_id, condition_key)
      select trial_id, condition_key
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(trial_id text, condition_key text)`.execute(
      db,
    );
  }
}

/** Makes the index hold exactly these trials, in every language. Run it in a transaction. */
export async function writeTrialIndex(db: Db, trials: readonly IndexedTrial[]): Promise<void> {
  await db.deleteFrom('trial_index').execute();
  await db.deleteFrom('trial_documents').execute();
  await db.deleteFrom('trial_locations').execute();
  await db.deleteFrom('trial_conditions').execute();
  await db.deleteFrom('trial_condition_links').execute();
  const indexRows = trials.flatMap((indexed) =>
    LANGUAGE_CODES.map((language) => indexRowOf(indexed.trials[language], language, indexed.conditionKey)),
  );
  await insertIndexRows(db, indexRows);
  await insertLocationRows(
    db,
    trials.flatMap((indexed) => locationRowsOf(indexed.trials.en)),
  );
  await insertConditionLinks(db, trials.flatMap(conditionLinkRowsOf));
  const conditions = conditionRowsOf(trials, LANGUAGE_CODES);
  if (conditions.length > 0) await db.insertInto('trial_conditions').values(conditions).execute();
  await afterTrialIndexReplaced(db);
  // Fresh statistics, so that the planner picks the GIN and sort indexes right after a seed.
  await sql`analyze trial_index`.execute(db);
  await sql`analyze trial_locations`.execute(db);
}
