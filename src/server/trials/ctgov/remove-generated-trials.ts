import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { afterTrialsWritten } from '../after-trials-written';
import { hasImportedTrials } from '../ensure-trial-index';
import { refreshTrialConditions } from '../trial-condition-counts';

/*
 * Real trials replace the demo's made-up ones: once the index holds an imported trial, the
 * generated ones go, all in one transaction (a search sees either all of them or none).
 * The server's start then seeds none while imported trials exist.
 */
export async function removeGeneratedTrials(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await hasImportedTrials(trx))) return 0;
    const generated = sql`(select trial_id from trial_index where source = 'generated')`;
    const { rows: keys } = await sql<{ key: string }>`
      select distinct condition_key as key from trial_condition_links where trial_id in ${generated}`.execute(
      trx,
    );
    await sql`delete from trial_documents where trial_id in ${generated}`.execute(trx);
    await sql`delete from trial_locations where trial_id in ${generated}`.execute(trx);
    await sql`delete from trial_condition_links where trial_id in ${generated}`.execute(trx);
    const { rows } = await sql<{ trial_id: string }>`
      delete from trial_index where source = 'generated' returning trial_id`.execute(trx);
    const trialIds = [...new Set(rows.map((row) => row.trial_id))];
    if (trialIds.length === 0) return 0;
    const conditionKeys = keys.map((row) => row.key);
    await refreshTrialConditions(trx, conditionKeys, new Map());
    await afterTrialsWritten(trx, { trialIds, conditionKeys });
    return trialIds.length;
  });
}
