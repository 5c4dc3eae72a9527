import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// What the trial search derives from the catalogue to answer fast: trigram matching of condition
// names (typos in suggestions) and pre-aggregated counts per filter value (facets and totals).

/** Held while creating the extension: test files migrate fresh schemas side by side. */
const EXTENSION_LOCK_ID = 7_302_122;

const byteText = sql`text collate "C"`;

/**
 * pg_trgm lives in `public` whatever the connection's schema, so every use names it there
 * (`public.word_similarity`). PGlite loads it when the database opens (database.ts).
 */
async function createTrigramExtension(db: Kysely<unknown>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${EXTENSION_LOCK_ID})`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
}

/**
 * One row per searchable trial and language: the values the filters read, the trial's
 * condition keys and whether it has a location. It is what each trial added to
 * trial_facet_counts, so that a rewrite of the trial can take exactly that back out.
 */
async function createFacetMembers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trial_facet_members (
      trial_id ${byteText} not null,
      language text not null,
      condition_keys text[] not null,
      enrolling_status text not null,
      is_virtual boolean not null,
      healthy_volunteers boolean not null,
      sex text not null,
      phases text[] not null,
      min_age smallint not null,
      max_age smallint not null,
      located boolean not null,
      primary key (trial_id, language)
    )`.execute(db);
}

/**
 * How many searchable trials share one combination of filter values, per language and per
 * condition key ('' counts every trial once; a trial counts under each of its conditions).
 * A search without words sums the rows its filters keep instead of counting trials.
 */
async function createFacetCounts(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trial_facet_counts (
      language text not null,
      condition_key text not null,
      enrolling_status text not null,
      is_virtual boolean not null,
      healthy_volunteers boolean not null,
      sex text not null,
      phases text[] not null,
      min_age smallint not null,
      max_age smallint not null,
      located boolean not null,
      trial_count integer not null,
      constraint trial_facet_counts_key unique (language, condition_key, enrolling_status,
        is_virtual, healthy_volunteers, sex, phases, min_age, max_age, located)
    )`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTrigramExtension(db);
  await sql`create index trial_conditions_trigram_idx on trial_conditions
    using gin (value_norm public.gin_trgm_ops)`.execute(db);
  await createFacetMembers(db);
  await createFacetCounts(db);
  // Locations near a point: a box in both directions, where the btree on (latitude, longitude)
  // reads a whole band of latitude. The included columns spare reading the table.
  await sql`create index trial_locations_point_idx on trial_locations
    using gist (point(longitude, latitude)) include (trial_id, x, y, z)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists trial_locations_point_idx`.execute(db);
  await sql`drop table if exists trial_facet_counts`.execute(db);
  await sql`drop table if exists trial_facet_members`.execute(db);
  await sql`drop index if exists trial_conditions_trigram_idx`.execute(db);
}
