import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { guardDialect } from './transaction-scope';

export type DatabaseKind = 'pglite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: every pool connection uses this schema (tests get a fresh one each). */
  postgresSchema?: string;
  /** PGlite only: start from this data-directory dump (tests reuse a migrated template). */
  pgliteDump?: Blob;
  /** PostgreSQL pool size; the default suits one app server. */
  poolSize?: number;
}

export const MEMORY_DATA_DIR = 'memory://';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

// node-postgres returns bigint and numeric as strings; PGlite would return numbers. Same rows on both.
const pgliteParsers = { [types.INT8]: (value: string) => value, [types.NUMERIC]: (value: string) => value };

export function databaseKind(config: Pick<AppConfig, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'postgres' : 'pglite';
}

async function openPglite(dataDir: string, dump?: Blob): Promise<PGlite> {
  if (dataDir === MEMORY_DATA_DIR) {
    return PGlite.create({ dataDir: MEMORY_DATA_DIR, loadDataDir: dump, parsers: pgliteParsers });
  }
  const directory = resolve(join(dataDir, 'pglite'));
  await mkdir(directory, { recursive: true });
  return PGlite.create({ dataDir: directory, loadDataDir: dump, parsers: pgliteParsers });
}

function postgresDialect(databaseUrl: string, options: DatabaseOptions): Dialect {
  const schema = options.postgresSchema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    // Set at connection start-up, so every pooled connection sees the same schema.
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  return new PostgresDialect({ pool });
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) and migrates it. */
export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: DatabaseOptions = {},
): Promise<AppDatabase> {
  const kind = databaseKind(config);
  const dialect =
    kind === 'postgres'
      ? postgresDialect(config.databaseUrl as string, options)
      : new PGliteDialect({ pglite: await openPglite(config.dataDir, options.pgliteDump) });
  const db = new Kysely<Database>({ dialect: guardDialect(dialect) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind, close: () => db.destroy() };
}
