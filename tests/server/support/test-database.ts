import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, MEMORY_DATA_DIR, type AppDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { PGliteDialect } from '../../../src/server/db/pglite-dialect';
import { cachedTemplate, templateKey } from '../../support/test-template-cache';

export const postgresUrl = process.env.DATABASE_URL || undefined;
export const databaseUnderTest = postgresUrl ? 'postgres' : 'pglite';

let template: Promise<Blob> | null = null;

/** A migrated, empty PGlite's data directory, as a dump (tar). */
async function migratedDump(): Promise<Buffer> {
  const pglite = await PGlite.create({ dataDir: MEMORY_DATA_DIR });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    return Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await db.destroy();
  }
}

/**
 * A migrated, empty PGlite: initdb + migrations cost seconds, so the dump is built once for the
 * migrations' current content (tests/support/test-template-cache.ts) and every test file's
 * databases start from it.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const key = templateKey('migrated-pglite', ['src/server/db']);
    const path = await cachedTemplate(key, async (scratch) => writeFileSync(scratch, await migratedDump()));
    return new Blob([readFileSync(path)]);
  })();
  return template;
}

async function withAdminClient(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends AppDatabase {
  /**
   * PostgreSQL only: another pool on the same schema, as a second app server would have.
   * Closing it leaves the schema alone.
   */
  reopen?: () => Promise<AppDatabase>;
}

/** A fresh schema in the PostgreSQL at DATABASE_URL, dropped again by close(). */
async function createPostgresTestDatabase(url: string): Promise<TestDatabase> {
  const schema = `t_${randomBytes(8).toString('hex')}`;
  await withAdminClient(url, `create schema ${schema}`);
  const open = () =>
    createDatabase({ databaseUrl: url, dataDir: MEMORY_DATA_DIR }, { postgresSchema: schema, poolSize: 5 });
  let database: AppDatabase;
  try {
    database = await open();
  } catch (error) {
    await withAdminClient(url, `drop schema ${schema} cascade`);
    throw error;
  }
  return {
    ...database,
    reopen: open,
    close: async () => {
      await database.close();
      await withAdminClient(url, `drop schema ${schema} cascade`);
    },
  };
}

/** The database the server suite runs against: PGlite in memory, or PostgreSQL when DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (postgresUrl) return createPostgresTestDatabase(postgresUrl);
  return createDatabase({ dataDir: MEMORY_DATA_DIR }, { pgliteDump: await pgliteTemplate() });
}
