import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// The trial search index; see tables/trials.ts. Plain PostgreSQL only (PGlite has no
// extensions): words through a GIN tsvector index, distances from unit-sphere coordinates.

/** Byte-wise order: the same sort on PGlite and on any PostgreSQL locale. */
const byteText = sql`text collate "C"`;

async function createTrialIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_index')
    .addColumn('trial_id', byteText, (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('sort_title', byteText, (col) => col.notNull())
    .addColumn('condition_key', 'text', (col) => col.notNull())
    .addColumn('condition', 'text', (col) => col.notNull())
    .addColumn('enrolling_status', 'text', (col) => col.notNull())
    .addColumn('is_virtual', 'boolean', (col) => col.notNull())
    .addColumn('searchable', 'boolean', (col) => col.notNull())
    // Written from normalized words (src/server/trials/search-text.ts): no text-search parser or
    // locale is involved, so PGlite and every PostgreSQL agree.
    .addColumn('search_vector', sql`tsvector`, (col) => col.notNull())
    .addPrimaryKeyConstraint('trial_index_pkey', ['trial_id', 'language'])
    .execute();
  await sql`create index trial_index_search_idx on trial_index using gin (search_vector)`.execute(db);
  // The search without a zip pages in this order.
  await sql`create index trial_index_sort_idx on trial_index (language, sort_title, trial_id) where searchable`.execute(
    db,
  );
}

/** The trials' JSON, apart from the index so that scanning the index reads small rows. */
async function createTrialDocuments(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_documents')
    .addColumn('trial_id', byteText, (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('trial_documents_pkey', ['trial_id', 'language'])
    .execute();
}

async function createTrialLocations(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_locations')
    .addColumn('trial_id', byteText, (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('x', 'double precision', (col) => col.notNull())
    .addColumn('y', 'double precision', (col) => col.notNull())
    .addColumn('z', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('trial_locations_pkey', ['trial_id', 'seq'])
    .execute();
  // The radius pre-filter of a distance search (see src/server/trials/trial-distance-page.ts).
  await db.schema
    .createIndex('trial_locations_place_idx')
    .on('trial_locations')
    .columns(['latitude', 'longitude'])
    .execute();
}

async function createTrialConditions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_conditions')
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('value_norm', byteText, (col) => col.notNull())
    .addColumn('trial_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('trial_conditions_pkey', ['language', 'key'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTrialIndex(db);
  await createTrialDocuments(db);
  await createTrialLocations(db);
  await createTrialConditions(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trial_conditions', 'trial_locations', 'trial_documents', 'trial_index']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
