import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Filling empty tables row by row keeps every index up to date at each insert: the word GIN
 * index, the sort and place indexes, whatever the search adds, and the primary keys, whose
 * b-trees take the rows in random order. At 200,000 trials that is most of the build. Building
 * each index once afterwards, from all the rows, is several times faster. Only done when the
 * tables start empty (a first start, a fresh database, a whole rewrite): the definitions come
 * from the catalogue, so indexes and keys added later by migrations are rebuilt too. It all
 * happens in the caller's transaction: nobody sees the tables without their indexes, and a
 * duplicate key still fails the write (when the key is built again).
 */

/** The trial index's own tables, which the writer fills. */
export const TRIAL_INDEX_TABLES = [
  'trial_index',
  'trial_documents',
  'trial_locations',
  'trial_condition_links',
];

async function isEmpty(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql<{ any: boolean }>`select exists (select 1 from ${sql.id(table)}) as any`.execute(
    db,
  );
  return !rows[0]?.any;
}

interface Definition {
  table: string;
  name: string;
  definition: string;
}

/** Primary keys, unique and exclusion constraints: each has an index of its own. */
async function keysOf(db: Db, tables: readonly string[]): Promise<Definition[]> {
  const { rows } = await sql<Definition>`
    select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where t.relnamespace = (select oid from pg_namespace where nspname = current_schema())
      and t.relname = any(${tables}::text[]) and c.contype in ('p', 'u', 'x')
    order by t.relname, c.conname`.execute(db);
  return rows;
}

/** The other indexes (a constraint's index goes with its constraint). */
async function indexesOf(db: Db, tables: readonly string[]): Promise<Definition[]> {
  const { rows } = await sql<Definition>`
    select i.tablename as table, i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${tables}::text[])
      and not exists (
        select 1 from pg_constraint c
        where c.conname = i.indexname and c.connamespace = (select oid from pg_namespace where nspname = i.schemaname))
    order by i.tablename, i.indexname`.execute(db);
  return rows;
}

/**
 * Runs `fill` with the tables' indexes and keys dropped when every one of them starts empty,
 * then builds them again; otherwise just runs `fill`.
 */
export async function withIndexesBuiltAfter(
  db: Db,
  tables: readonly string[],
  fill: () => Promise<void>,
): Promise<void> {
  for (const table of tables) if (!(await isEmpty(db, table))) return fill();
  const keys = await keysOf(db, tables);
  const indexes = await indexesOf(db, tables);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  for (const key of keys) {
    await sql`alter table ${sql.id(key.table)} drop constraint ${sql.id(key.name)}`.execute(db);
  }
  await fill();
  for (const key of keys) {
    await sql`alter table ${sql.id(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
      db,
    );
  }
  for (const index of indexes) await sql.raw(index.definition).execute(db);
}
