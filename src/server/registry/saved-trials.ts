import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { saveTrial } from '../../shared/contracts/profile';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { isIndexedTrial } from '../trials/trial-details';
import { unknownKeys } from './conditions-communities';
import { requireSession } from './session-guard';

/** SaveTrial: saving twice keeps one row. */
export async function saveOrUnsaveTrial(
  db: Kysely<Database>,
  body: z.output<(typeof saveTrial)['body']>,
  now: Date,
): Promise<ResponseOf<typeof saveTrial>> {
  const profileId = await requireSession(db, body.myProfileToken, now);
  // Any trial of the search index; the demo studies' trials are content items as well.
  const known =
    (await isIndexedTrial(db, body.trialId)) || (await unknownKeys(db, 'trial', [body.trialId])).length === 0;
  if (!known) {
    throw new HttpProblem(404, 'Not Found', 'There is no such trial.', [
      { field: 'body.trialId', reason: 'Not a trial of this site' },
    ]);
  }
  if (body.isSaved) {
    await db
      .insertInto('saved_trials')
      .values({ profile_id: profileId, trial_id: body.trialId, saved_at: now })
      .onConflict((oc) => oc.columns(['profile_id', 'trial_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('saved_trials')
      .where('profile_id', '=', profileId)
      .where('trial_id', '=', body.trialId)
      .execute();
  }
  return { saved: body.isSaved };
}
