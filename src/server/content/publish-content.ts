import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ContentSeed } from './content-seed';
import { CONTENT_VERSION_KEY, readMeta, writeContent, writeMeta } from './content-writer';

/** Any number; it only has to be the same for every app server sharing the database. */
const CONTENT_LOCK_ID = 7_302_118;

/** The version is the content's own digest: any change of content triggers a rewrite, nothing else does. */
export function contentVersion(content: ContentSeed): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
}

export interface PublishOutcome {
  applied: boolean;
  version: string;
}

/**
 * Makes the stored content the given (checked) content when its version differs, in one
 * transaction: readers see the old version or the new one, never a mix. The advisory lock makes
 * several app servers starting together write it once. Call it at start, after migrations.
 */
export async function publishContent(db: Kysely<Database>, content: ContentSeed): Promise<PublishOutcome> {
  const version = contentVersion(content);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CONTENT_LOCK_ID})`.execute(trx);
    if ((await readMeta(trx, CONTENT_VERSION_KEY)) === version) return { applied: false, version };
    await writeContent(trx, content);
    await writeMeta(trx, CONTENT_VERSION_KEY, version);
    return { applied: true, version };
  });
}
