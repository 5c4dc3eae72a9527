import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/*
 * A scheduled job that several app servers schedule alike runs once per slot: the server whose
 * insert of (job, slot) lands runs it, the others find the row and skip. A claim lives in the
 * database, never in a process, so a restart does not run a slot twice either.
 */

/** True for the one caller that claimed this job's slot. */
export async function claimJobRun(
  db: Kysely<Database>,
  job: string,
  slot: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('job_claims')
    .values({ job, slot, claimed_at: now })
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .returning('slot')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets claims older than `before` (their slots are long past). */
export async function pruneJobClaims(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('job_claims').where('claimed_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A day's slot: its UTC date. */
export function daySlot(now: Date): string {
  return now.toISOString().slice(0, 10);
}
