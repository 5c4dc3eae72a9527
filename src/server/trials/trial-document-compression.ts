import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Most trial documents are over the size PostgreSQL compresses, and its default compressor
 * (pglz) is a good part of the index build's database time. lz4 compresses them about as well
 * in a fraction of the time (and reads back faster). Servers built without it (PGlite) keep
 * pglz. For the rest of the caller's transaction only; every value records how it was
 * compressed, so documents written either way read the same.
 */
export async function compressDocumentsFast(db: Db): Promise<void> {
  const { rows } = await sql<{ lz4: boolean }>`
    select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(
    db,
  );
  if (rows[0]?.lz4) await sql`set local default_toast_compression = 'lz4'`.execute(db);
}
