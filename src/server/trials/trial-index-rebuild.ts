import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Filling empty index tables row by row keeps every secondary index (the word GIN index, the
 * sort and place indexes, whatever the search adds) up to date at each insert: at 200,000
 * trials that is most of the build. Building each index once afterwards is several times
 * faster. Only done when the tables start empty (a first start, a fresh database): the
 * definitions come from the catalogue, so indexes added later by migrations are rebuilt too.
 */

const TABLES = ['trial_index', 'trial_documents', 'trial_locations', 'trial_condition_links'];

async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await sql<{ any: boolean }>`select exists (select 1 from trial_index) as any`.execute(db);
  return !rows[0]?.any;
}

/** Runs `fill` with the tables' secondary indexes dropped when they start empty, then rebuilds them. */
export async function withIndexesBuiltAfter(db: Db, fill: () => Promise<void>): Promise<void> {
  if (!(await isEmpty(db))) return fill();
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${TABLES}::text[])
      and not exists (
        select 1 from pg_constraint c
        where c.conname = i.indexname and c.connamespace = (select oid from pg_namespace where nspname = i.schemaname))`.execute(
    db,
  );
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  await fill();
  for (const index of rows) await sql.raw(index.definition).execute(db);
}
