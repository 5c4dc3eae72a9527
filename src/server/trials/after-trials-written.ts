import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** What one write of the catalogue touched: the trials written or removed and their conditions. */
export interface TrialsWritten {
  trialIds: readonly string[];
  conditionKeys: readonly string[];
}

/**
 * Brings whatever the search derives from the index rows up to date with one write, inside the
 * write's own transaction, so that a search sees a trial and everything derived from it together.
 * Every writer of the catalogue (the seed, an import, a removal) calls it before committing.
 */
export async function afterTrialsWritten(
  _db: Kysely<Database> | Transaction<Database>,
  _written: TrialsWritten,
): Promise<void> {
  // Nothing is derived yet.
}
