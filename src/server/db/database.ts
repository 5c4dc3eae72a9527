import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import type { AppConfig } from '../config';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import { withNamedStatements } from './named-statements';
import { createPostgresPool } from './postgres-pool';
import type { Database } from './schema';
import { guardDialect } from './transaction-scope';

export type DatabaseKind = 'pglite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL: a pooled connection was lost (the pool replaces it). PGlite has none to lose. */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: every pool connection uses this schema (tests get a fresh one each). */
  postgresSchema?: string;
  /** PGlite only: start from this data-directory dump (tests reuse a migrated template). */
  pgliteDump?: Blob;
  /** PGlite only: an instance already open, left open by close() (tests reuse one per file). */
  pglite?: PGlite;
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

/** The extensions the migrations create (trigram matching of the trial search's condition names). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openPglite(dataDir: string, dump?: Blob): Promise<PGlite> {
  const options = { loadDataDir: dump, parsers: pgliteParsers, extensions: PGLITE_EXTENSIONS };
  if (dataDir === MEMORY_DATA_DIR) return PGlite.create({ dataDir: MEMORY_DATA_DIR, ...options });
  const directory = resolve(join(dataDir, 'pglite'));
  await mkdir(directory, { recursive: true });
  return PGlite.create({ dataDir: directory, ...options });
}

function postgresDialect(
  databaseUrl: string,
  options: DatabaseOptions,
  onConnectionError: (error: Error) => void,
): Dialect {
  const schema = options.postgresSchema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const pool = createPostgresPool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    // Set at connection start-up, so every pooled connection sees the same schema.
    options: schema ? `-c search_path=${schema}` : undefined,
    onConnectionError,
  });
  return new PostgresDialect({ pool: withNamedStatements(pool) });
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) and migrates it. */
export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: DatabaseOptions = {},
): Promise<AppDatabase> {
  const kind = databaseKind(config);
  const listeners = new Set<(error: Error) => void>();
  const reportConnectionError = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  const dialect =
    kind === 'postgres'
      ? postgresDialect(config.databaseUrl as string, options, reportConnectionError)
      : new PGliteDialect(
          options.pglite
            ? { pglite: options.pglite, keepOpen: true }
            : { pglite: await openPglite(config.dataDir, options.pgliteDump) },
        );
  const db = new Kysely<Database>({ dialect: guardDialect(dialect) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    kind,
    onConnectionError: (listener) => void listeners.add(listener),
    close: () => db.destroy(),
  };
}
