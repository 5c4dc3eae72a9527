import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// The trial index becomes a catalogue that imports update trial by trial: the columns the
// search filters on, where each trial came from, and every condition a trial studies.

const byteText = sql`text collate "C"`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table trial_index
      add column min_age smallint not null default 0,
      add column max_age smallint not null default 120,
      add column sex text not null default 'all' check (sex in ('all', 'female', 'male')),
      add column healthy_volunteers boolean not null default false,
      add column phases text[] not null default '{}',
      add column source text not null default 'content' check (source in ('content', 'generated', 'ctgov')),
      add column first_opened_at timestamptz,
      add column content_hash text`.execute(db);
  // Each condition a trial studies (its condition of interest among them), by key.
  await db.schema
    .createTable('trial_condition_links')
    .addColumn('trial_id', byteText, (col) => col.notNull())
    .addColumn('condition_key', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('trial_condition_links_pkey', ['trial_id', 'condition_key'])
    .execute();
  await sql`create index trial_condition_links_key_idx on trial_condition_links (condition_key, trial_id)`.execute(
    db,
  );
  await sql`create index trial_index_source_idx on trial_index (source)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trial_condition_links').ifExists().execute();
  await sql`drop index if exists trial_index_source_idx`.execute(db);
  await sql`
    alter table trial_index drop column min_age, drop column max_age, drop column sex,
      drop column healthy_volunteers, drop column phases, drop column source,
      drop column first_opened_at, drop column content_hash`.execute(db);
}
