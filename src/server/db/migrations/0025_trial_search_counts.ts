import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// The counts of a trial search (its total, its facets, how its results split), kept for the
// catalogue as it is: every page of the same search, and every person running it, reads them
// instead of counting again. Every write of the catalogue moves its version on (in the write's
// own transaction), and counts are kept under the version they were counted at.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_search_counts')
    // A digest of the language, the words, the ZIP and the filters.
    .addColumn('search_key', 'text', (col) => col.primaryKey())
    // The catalogue's version the counts were counted on (trial_catalogue_version).
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('counts', 'text', (col) => col.notNull())
    .addColumn('computed_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index trial_search_counts_age_idx on trial_search_counts (computed_at)`.execute(db);
  await sql`create table trial_catalogue_version (
    id int primary key check (id = 1),
    version bigint not null
  )`.execute(db);
  await sql`insert into trial_catalogue_version (id, version) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trial_search_counts').execute();
  await db.schema.dropTable('trial_catalogue_version').execute();
}
