import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { Trial } from '../../shared/content-model/trial';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';

/** Is this id a trial of the index (in any language)? */
export async function isIndexedTrial(db: Kysely<Database>, trialId: string): Promise<boolean> {
  const row = await db
    .selectFrom('trial_index')
    .select('trial_id')
    .where('trial_id', '=', trialId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * GET /api/trials/Details: the whole trial (criteria, sidebar fields, locations), Closed ones
 * included (a saved or shared link must still open); 404 problem for an unknown id.
 */
export async function trialDetailsOf(
  db: Kysely<Database>,
  trialId: string,
  language: Language,
): Promise<{ trial: Trial }> {
  const row = await db
    .selectFrom('trial_documents')
    .select('data')
    .where('trial_id', '=', trialId)
    .where('language', '=', language)
    .executeTakeFirst();
  if (!row) {
    throw new HttpProblem(404, 'Not Found', 'There is no such trial.', [
      { field: 'query.id', reason: 'Not a trial of this site' },
    ]);
  }
  return { trial: row.data as Trial };
}
