import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// A registry member's saved trial searches, the tokens of their alert mails' unsubscribe links,
// and the claims that let one of several app servers run a scheduled job once.

async function createSavedSearches(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    // Forgetting a member forgets their searches.
    .addColumn('profile_id', 'uuid', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('q', 'text', (col) => col.notNull())
    .addColumn('zip', 'text', (col) => col.notNull())
    // The filters as their canonical parameters (radius=25&status=recruiting), '' for none.
    .addColumn('filters', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('alerts', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('told_until', 'timestamptz', (col) => col.notNull())
    .execute();
  // Saving the same search again finds the saved one.
  await sql`create unique index saved_searches_search_idx
    on saved_searches (profile_id, language, zip, filters, q)`.execute(db);
  await sql`create index saved_searches_alerts_idx on saved_searches (told_until) where alerts`.execute(db);
}

async function createAlertTokens(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_search_alert_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('saved_search_id', 'uuid', (col) =>
      col.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('saved_search_alert_tokens_search_idx')
    .on('saved_search_alert_tokens')
    .column('saved_search_id')
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createSavedSearches(db);
  await createAlertTokens(db);
  await db.schema
    .createTable('job_claims')
    .addColumn('job', 'text', (col) => col.notNull())
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_claims_pkey', ['job', 'slot'])
    .execute();
  // The alerts look for trials opened after a time: without this, each search scans the index.
  await sql`create index trial_index_first_opened_idx on trial_index (first_opened_at)
    where searchable`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists trial_index_first_opened_idx`.execute(db);
  await db.schema.dropTable('job_claims').ifExists().execute();
  await db.schema.dropTable('saved_search_alert_tokens').ifExists().execute();
  await db.schema.dropTable('saved_searches').ifExists().execute();
}
