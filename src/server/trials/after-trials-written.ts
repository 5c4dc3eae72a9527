import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { catalogueChanged } from './trial-search-counts';

/** What one write of the catalogue touched: the trials written or removed and their conditions. */
export interface TrialsWritten {
  trialIds: readonly string[];
  conditionKeys: readonly string[];
}

type Db = Kysely<Database> | Transaction<Database>;

/** The filter values a count row is keyed by (trial_facet_counts' unique key after the condition). */
const DIMENSIONS = sql.raw(
  'enrolling_status, is_virtual, healthy_volunteers, sex, phases, min_age, max_age, located',
);

/** Takes what the trials added to the counts back out, and forgets them. */
async function takeBack(db: Db, ids: readonly string[]): Promise<void> {
  await sql`
    with old as (
      delete from trial_facet_members where trial_id = any(cast(${ids} as text[])) returning *
    ), gone as (
      select language, key as condition_key, ${DIMENSIONS}, count(*)::int as n
      from old, unnest(array['']::text[] || old.condition_keys) as key
      group by language, key, ${DIMENSIONS}
    )
    update trial_facet_counts c set trial_count = c.trial_count - gone.n
    from gone
    where c.language = gone.language and c.condition_key = gone.condition_key
      and c.enrolling_status = gone.enrolling_status and c.is_virtual = gone.is_virtual
      and c.healthy_volunteers = gone.healthy_volunteers and c.sex = gone.sex
      and c.phases = gone.phases and c.min_age = gone.min_age and c.max_age = gone.max_age
      and c.located = gone.located`.execute(db);
  await sql`delete from trial_facet_counts where trial_count <= 0`.execute(db);
}

/** Records the trials (null: all) as the index holds them now, searchable ones only, and counts them in. */
async function countIn(db: Db, ids: readonly string[] | null): Promise<void> {
  const chosen = (column: ReturnType<typeof sql.ref>) =>
    ids === null ? sql`true` : sql`${column} = any(cast(${ids} as text[]))`;
  await sql`
    insert into trial_facet_members (trial_id, language, condition_keys, ${DIMENSIONS})
    select t.trial_id, t.language,
      array(select c.condition_key from trial_condition_links c where c.trial_id = t.trial_id
        order by c.condition_key),
      t.enrolling_status, t.is_virtual, t.healthy_volunteers, t.sex,
      array(select distinct p from unnest(t.phases) as p order by p), t.min_age, t.max_age,
      exists (select 1 from trial_locations l where l.trial_id = t.trial_id)
    from trial_index t
    where ${chosen(sql.ref('t.trial_id'))} and t.searchable`.execute(db);
  await sql`
    insert into trial_facet_counts (language, condition_key, ${DIMENSIONS}, trial_count)
    select m.language, key, ${DIMENSIONS}, count(*)::int
    from trial_facet_members m, unnest(array['']::text[] || m.condition_keys) as key
    where ${chosen(sql.ref('m.trial_id'))}
    group by m.language, key, ${DIMENSIONS}
    on conflict on constraint trial_facet_counts_key
    do update set trial_count = trial_facet_counts.trial_count + excluded.trial_count`.execute(db);
}

/**
 * Brings whatever the search derives from the index rows up to date with one write, inside the
 * write's own transaction, so that a search sees a trial and everything derived from it together.
 * Every writer of the catalogue (the seed, an import, a removal) calls it before committing, after
 * writing the trials' index rows, condition links and locations. The work is proportional to the
 * trials touched: what each trial contributed is recorded, taken back and added again.
 */
export async function afterTrialsWritten(db: Db, written: TrialsWritten): Promise<void> {
  const ids = [...new Set(written.trialIds)];
  if (ids.length === 0) return;
  await takeBack(db, ids);
  await countIn(db, ids);
  await catalogueChanged(db);
}

/**
 * The same after a write that replaced the whole index (the seed): what was derived is dropped and
 * derived again from every trial, removed ones included.
 */
export async function afterTrialIndexReplaced(db: Db): Promise<void> {
  await sql`delete from trial_facet_members`.execute(db);
  await sql`delete from trial_facet_counts`.execute(db);
  await countIn(db, null);
  await catalogueChanged(db);
}
