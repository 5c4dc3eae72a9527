import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, MEMORY_DATA_DIR, type AppDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { PGliteDialect } from '../../../src/server/db/pglite-dialect';

export const postgresUrl = process.env.DATABASE_URL || undefined;
export const databaseUnderTest = postgresUrl ? 'postgres' : 'pglite';

let template: Promise<Blob> | null = null;

/** A migrated, empty PGlite, dumped once per test file: initdb + migrations cost seconds each time. */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const pglite = await PGlite.create({ dataDir: MEMORY_DATA_DIR });
    const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
    try {
      await migrateToLatest(db);
      return await pglite.dumpDataDir('none');
    } finally {
      await db.destroy();
    }
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
