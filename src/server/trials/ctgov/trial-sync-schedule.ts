import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * When the next ClinicalTrials.gov sync is due, in the database (one row of content_meta), so
 * that of several app servers exactly one runs each sync. A server claims the sync with one
 * conditional update, like the message queue's claim: the due time moves forward by a lease, so
 * a server that dies mid-sync only delays the next one; the winner then sets the real next time.
 */

export const TRIAL_SYNC_DUE_KEY = 'trial-sync-due';
/** Longer than a full import takes; a sync still running after it may be claimed again. */
export const TRIAL_SYNC_LEASE_MS = 6 * 3_600_000;
/** After a failed sync (the registry unreachable), the next try. */
export const TRIAL_SYNC_RETRY_MS = 3_600_000;

const iso = (date: Date) => date.toISOString();

/** True when this caller won the sync due at `now` (none is due on a fresh database: it is at once). */
export async function claimTrialSync(db: Kysely<Database>, now: Date): Promise<boolean> {
  await db
    .insertInto('content_meta')
    .values({ key: TRIAL_SYNC_DUE_KEY, value: iso(new Date(0)) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // ISO times of one format order as text.
  const { rows } = await sql<{ key: string }>`
    update content_meta set value = ${iso(new Date(now.getTime() + TRIAL_SYNC_LEASE_MS))}, updated_at = now()
    where key = ${TRIAL_SYNC_DUE_KEY} and value <= ${iso(now)}
    returning key`.execute(db);
  return rows.length === 1;
}

/** Sets when the next sync is due (after a run, successful or not). */
export async function scheduleNextTrialSync(db: Kysely<Database>, at: Date): Promise<void> {
  await db
    .updateTable('content_meta')
    .set({ value: iso(at), updated_at: sql`now()` })
    .where('key', '=', TRIAL_SYNC_DUE_KEY)
    .execute();
}
