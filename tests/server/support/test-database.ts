import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import {
  createDatabase,
  MEMORY_DATA_DIR,
  PGLITE_EXTENSIONS,
  type AppDatabase,
} from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { PGliteDialect } from '../../../src/server/db/pglite-dialect';
import { cachedTemplate, templateKey } from '../../support/test-template-cache';
import { borrowPglite } from './reusable-pglite';

export const postgresUrl = process.env.DATABASE_URL || undefined;
export const databaseUnderTest = postgresUrl ? 'postgres' : 'pglite';

let template: Promise<Blob> | null = null;

/** A migrated, empty PGlite's data directory, as a dump (tar). */
async function migratedDump(): Promise<Buffer> {
  const pglite = await PGlite.create({ dataDir: MEMORY_DATA_DIR, extensions: PGLITE_EXTENSIONS });
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

/**
 * Schemas are created and migrated, and dropped, by test files running side by side on the same
 * server. Kysely's migrator reads the catalogue of every schema (its table introspection calls
 * pg_get_serial_sequence on each table it lists), so a schema dropped in the middle of another
 * file's migration failed it with "schema t_… does not exist". Migrations hold this advisory lock
 * shared (they may run together), a drop holds it alone.
 */
const SCHEMA_CHANGE_LOCK = 0x5c4e_7e57;

async function withSchemaLock<T>(
  url: string,
  mode: 'shared' | 'exclusive',
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const suffix = mode === 'shared' ? '_shared' : '';
  try {
    await client.query(`select pg_advisory_lock${suffix}($1)`, [SCHEMA_CHANGE_LOCK]);
    return await work();
  } finally {
    // Ending the session releases the lock even when the unlock itself fails.
    await client.query(`select pg_advisory_unlock${suffix}($1)`, [SCHEMA_CHANGE_LOCK]).catch(() => undefined);
    await client.end();
  }
}

const dropSchema = (url: string, schema: string) =>
  withSchemaLock(url, 'exclusive', () => withAdminClient(url, `drop schema ${schema} cascade`));

export interface TestDatabase extends AppDatabase {
  /**
   * PostgreSQL only: another pool on the same schema, as a second app server would have.
   * Closing it leaves the schema alone.
   */
  reopen?: () => Promise<AppDatabase>;
}

/** A fresh schema in the PostgreSQL at `url` (DATABASE_URL, or a proxy to it), dropped again by close(). */
export async function createPostgresTestDatabase(url: string): Promise<TestDatabase> {
  const schema = `t_${randomBytes(8).toString('hex')}`;
  await withAdminClient(url, `create schema ${schema}`);
  const open = () =>
    createDatabase({ databaseUrl: url, dataDir: MEMORY_DATA_DIR }, { postgresSchema: schema, poolSize: 5 });
  let database: AppDatabase;
  try {
    database = await withSchemaLock(url, 'shared', open);
  } catch (error) {
    await dropSchema(url, schema);
    throw error;
  }
  return {
    ...database,
    reopen: () => withSchemaLock(url, 'shared', open),
    close: async () => {
      await database.close();
      await dropSchema(url, schema);
    },
  };
}

/** The database the server suite runs against: PGlite in memory, or PostgreSQL when DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (postgresUrl) return createPostgresTestDatabase(postgresUrl);
  const { pglite, release } = await borrowPglite(pgliteTemplate);
  let database: AppDatabase;
  try {
    database = await createDatabase({ dataDir: MEMORY_DATA_DIR }, { pglite });
  } catch (error) {
    await release();
    throw error;
  }
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      await release();
    },
  };
}
