import { sql, type Kysely } from 'kysely';

/*
 * Migrations run against whatever schema existed at the time, so they take an untyped Kysely:
 * typing them with today's Database interface would break when tables change later.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('content_site_settings')
    .addColumn('language', 'text', (col) => col.primaryKey())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('content_pages')
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('study_key', 'text')
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_pages_pkey', ['id', 'language'])
    .addUniqueConstraint('content_pages_path_language_key', ['path', 'language'])
    .execute();

  await db.schema
    .createTable('content_items')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_items_pkey', ['kind', 'key', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_items').ifExists().execute();
  await db.schema.dropTable('content_pages').ifExists().execute();
  await db.schema.dropTable('content_site_settings').ifExists().execute();
  await db.schema.dropTable('content_meta').ifExists().execute();
}
