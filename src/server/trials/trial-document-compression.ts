import { sql, type Kysely, type Transaction } from 'kysely';
import { withLocalSetting } from '../db/local-setting';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Most trial documents are over the size PostgreSQL compresses, and its default compressor
 * (pglz) is a good part of the index build's database time. lz4 compresses them about as well
 * in a fraction of the time (and reads back faster). Servers built without it (PGlite) keep
 * pglz. Every value records how it was compressed, so documents written either way read the same.
 */
export async function withFastDocumentCompression<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const { rows } = await sql<{ lz4: boolean }>`
    select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(
    db,
  );
  return rows[0]?.lz4 ? withLocalSetting(db, 'default_toast_compression', 'lz4', work) : work();
}
