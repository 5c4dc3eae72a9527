import type { PGlite } from '@electric-sql/pglite';
import { MEMORY_DATA_DIR, openPglite } from '../../../src/server/db/database';

/*
 * Opening a PGlite costs about a second and a half (the WebAssembly backend starts and loads the
 * migrated template); emptying its tables costs milliseconds. A test file therefore keeps one
 * PGlite and hands it to each test in turn, restored to the template's exact contents. A test
 * that needs a second database while the first is open gets a new PGlite, as before.
 */

/** Migration bookkeeping stays: the reused database is migrated. */
const KEPT_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The schema's shape: a test that changed it (a dropped table, a new trigger) spoils the instance. */
const SHAPE_SQL = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as shape from (
    select table_name || '.' || column_name || ':' || data_type as item
      from information_schema.columns where table_schema = 'public'
    union all select 'trigger ' || tgname from pg_trigger where not tgisinternal
    union all select 'index ' || indexname from pg_indexes where schemaname = 'public'
  ) parts`;

interface Reusable {
  pglite: PGlite;
  shape: string;
  tables: string[];
  /** What the template holds (rows that migrations insert), restored after every use. */
  rows: Array<{ table: string; json: string }>;
  inUse: boolean;
}

let reusable: Reusable | null = null;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function shapeOf(pglite: PGlite): Promise<string> {
  const result = await pglite.query<{ shape: string }>(SHAPE_SQL);
  return result.rows[0]?.shape ?? '';
}

async function templateOf(pglite: PGlite): Promise<Omit<Reusable, 'pglite' | 'inUse'>> {
  const listed = await pglite.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = listed.rows.map((row) => row.tablename).filter((name) => !KEPT_TABLES.has(name));
  const rows: Reusable['rows'] = [];
  for (const table of tables) {
    const dumped = await pglite.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${quoted(table)} t`,
    );
    const json = dumped.rows[0]?.json;
    if (json) rows.push({ table, json });
  }
  return { shape: await shapeOf(pglite), tables, rows };
}

/** Back to the template: every table emptied (sequences restarted), the template's rows again. */
async function restore(entry: Reusable): Promise<void> {
  const { pglite } = entry;
  // Session state a test may leave: settings, advisory locks, prepared statements, temp tables.
  await pglite.exec('discard all');
  if (entry.tables.length > 0) {
    await pglite.exec(`truncate table ${entry.tables.map(quoted).join(', ')} restart identity cascade`);
  }
  for (const { table, json } of entry.rows) {
    await pglite.query(
      `insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, $1::json)`,
      [json],
    );
  }
}

async function closeReusable(): Promise<void> {
  const entry = reusable;
  reusable = null;
  if (entry && !entry.pglite.closed) await entry.pglite.close();
}

/**
 * A PGlite holding exactly the template, and the release that hands it back. The file's instance
 * when it is free and its schema unchanged; a new one otherwise.
 */
export async function borrowPglite(template: () => Promise<Blob>): Promise<{
  pglite: PGlite;
  release: () => Promise<void>;
}> {
  if (reusable && !reusable.inUse && !reusable.pglite.closed) {
    const entry = reusable;
    if ((await shapeOf(entry.pglite)) === entry.shape) {
      await restore(entry);
      entry.inUse = true;
      return { pglite: entry.pglite, release: async () => void (entry.inUse = false) };
    }
    await closeReusable();
  }
  const pglite = await openPglite(MEMORY_DATA_DIR, await template());
  if (reusable) {
    // The file's instance is busy: this one is used once, then closed.
    return { pglite, release: () => pglite.close() };
  }
  const entry: Reusable = { pglite, inUse: true, ...(await templateOf(pglite)) };
  reusable = entry;
  return { pglite, release: async () => void (entry.inUse = false) };
}

// The instance outlives each test; it is closed when the test file ends (setup-node-after-env.ts).
(globalThis as { closeReusablePglite?: () => Promise<void> }).closeReusablePglite = closeReusable;
