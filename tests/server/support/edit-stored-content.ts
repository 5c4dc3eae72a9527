import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONTENT_VERSION_KEY, writeMeta } from '../../../src/server/content/content-writer';
import type { Database } from '../../../src/server/db/schema';

/**
 * A test's edit of the stored content behind the publisher's back (a site that holds scheduling,
 * a form whose medium is forced), made as a publication would be seen: the stored content's
 * version moves with it, so no server keeps serving the items of the version before.
 */
export async function editStoredContent(db: Kysely<Database>, edit: () => Promise<unknown>): Promise<void> {
  await edit();
  await writeMeta(db, CONTENT_VERSION_KEY, `edited-${randomUUID()}`);
}
