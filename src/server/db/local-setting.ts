import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` with a server setting changed for the caller's transaction, then sets it back to
 * what it was: the change covers these statements, not the rest of the transaction. Call it
 * inside a transaction (on a pool, the statements could each take another connection).
 */
export async function withLocalSetting<T>(
  db: Db,
  name: string,
  value: string,
  work: () => Promise<T>,
): Promise<T> {
  const { rows } = await sql<{ setting: string }>`select current_setting(${name}) as setting`.execute(db);
  const previous = rows[0]?.setting ?? value;
  await sql`select set_config(${name}, ${value}, true)`.execute(db);
  try {
    return await work();
  } finally {
    await sql`select set_config(${name}, ${previous}, true)`.execute(db);
  }
}
