import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The outgoing-message queue as /healthz reports it: no recipients, only figures. */
export interface MessageQueueHealth {
  /** Messages not yet delivered (queued or being sent). */
  depth: number;
  /** How long the oldest due message has waited, in seconds (0 when none is due). */
  oldestDueSeconds: number;
  /** Messages the queue gave up on. */
  deadLetters: number;
}

export async function messageQueueHealth(db: Kysely<Database>, now: Date): Promise<MessageQueueHealth> {
  const { rows } = await sql<{ depth: string; oldest_due: Date | null; dead: string }>`
    select count(*) filter (where status in ('queued', 'sending')) as depth,
           min(next_attempt_at) filter (where status = 'queued' and next_attempt_at <= ${now}) as oldest_due,
           count(*) filter (where status = 'dead') as dead
      from message_queue`.execute(db);
  const row = rows[0];
  const oldest = row?.oldest_due ? new Date(row.oldest_due).getTime() : null;
  return {
    depth: Number(row?.depth ?? 0),
    oldestDueSeconds: oldest === null ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
    deadLetters: Number(row?.dead ?? 0),
  };
}
