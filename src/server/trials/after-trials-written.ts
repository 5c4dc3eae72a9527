import { sql, type Kysely, type Transaction } from 'kysely';
import { withLocalSetting } from '../db/local-setting';
import type { Database } from '../db/schema';
import { catalogueChanged } from './trial-search-counts';
import { withIndexesBuiltAfter } from './trial-index-rebuild';

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

/** What the search derives from the index rows, trial by trial and summed up. */
const FACET_TABLES = ['trial_facet_members', 'trial_facet_counts'];

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

/** Records the trials as the index holds them now, searchable ones only, and counts them in. */
async function countIn(db: Db, ids: readonly string[]): Promise<void> {
  await sql`
    insert into trial_facet_members (trial_id, language, condition_keys, ${DIMENSIONS})
    select t.trial_id, t.language,
      array(select c.condition_key from trial_condition_links c where c.trial_id = t.trial_id
        order by c.condition_key),
      t.enrolling_status, t.is_virtual, t.healthy_volunteers, t.sex,
      array(select distinct p from unnest(t.phases) as p order by p), t.min_age, t.max_age,
      exists (select 1 from trial_locations l where l.trial_id = t.trial_id)
    from trial_index t
    where t.trial_id = any(cast(${ids} as text[])) and t.searchable`.execute(db);
  await sql`
    insert into trial_facet_counts (language, condition_key, ${DIMENSIONS}, trial_count)
    select m.language, key, ${DIMENSIONS}, count(*)::int
    from trial_facet_members m, unnest(array['']::text[] || m.condition_keys) as key
    where m.trial_id = any(cast(${ids} as text[]))
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
 * countIn for every trial, into empty tables: each table read once and joined by hashing, where
 * countIn looks each trial's conditions and locations up (two index probes per row, 800,000 at
 * 200,000 trials).
 */
async function countAllIn(db: Db): Promise<void> {
  await sql`
    insert into trial_facet_members (trial_id, language, condition_keys, ${DIMENSIONS})
    select t.trial_id, t.language, coalesce(k.keys, '{}'),
      t.enrolling_status, t.is_virtual, t.healthy_volunteers, t.sex,
      -- Most trials have one phase: already what sorting the distinct ones would give.
      case when cardinality(t.phases) < 2 then t.phases
        else array(select distinct p from unnest(t.phases) as p order by p) end,
      t.min_age, t.max_age, l.trial_id is not null
    from trial_index t
      left join (
        select c.trial_id, array_agg(c.condition_key order by c.condition_key) as keys
        from trial_condition_links c group by c.trial_id
      ) k on k.trial_id = t.trial_id
      left join (select distinct trial_id from trial_locations) l on l.trial_id = t.trial_id
    where t.searchable`.execute(db);
  // The planner takes unnest for ten rows a member and, expecting millions of groups, sorts
  // them (text compared by the collation, arrays element by element): seconds. Hashing them,
  // spilled to disk or not, takes a fraction of that.
  await withLocalSetting(db, 'enable_sort', 'off', () =>
    sql`
      insert into trial_facet_counts (language, condition_key, ${DIMENSIONS}, trial_count)
      select m.language, key, ${DIMENSIONS}, count(*)::int
      from trial_facet_members m, unnest(array['']::text[] || m.condition_keys) as key
      group by m.language, key, ${DIMENSIONS}`.execute(db),
  );
}

/**
 * The same after a write that replaced the whole index (the seed): what was derived is dropped and
 * derived again from every trial, removed ones included.
 */
export async function afterTrialIndexReplaced(db: Db): Promise<void> {
  await sql`delete from trial_facet_members`.execute(db);
  await sql`delete from trial_facet_counts`.execute(db);
  await withIndexesBuiltAfter(db, FACET_TABLES, () => countAllIn(db));
  await catalogueChanged(db);
}
