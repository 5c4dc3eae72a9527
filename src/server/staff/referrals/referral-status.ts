import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { StatusEvent } from '../../../shared/contracts/staff-referrals';
import { REFERRAL_STATUSES, type ReferralStatus } from '../../../shared/contracts/staff-scalars';
import type { Database } from '../../db/schema';

/*
 * A referral's status is its latest referral_status_events row (by insertion order: several
 * events may share one instant), 'New' before any.
 */

export const INITIAL_STATUS: ReferralStatus = 'New';

/** The current status of the referral_notifications row aliased `rn`, as an SQL expression. */
export function currentStatusSql(): RawBuilder<string> {
  return sql<string>`coalesce((select e.status from referral_status_events e where e.referral_id = rn.referral_id order by e.seq desc limit 1), ${INITIAL_STATUS})`;
}

function asStatus(value: string): ReferralStatus {
  return (REFERRAL_STATUSES as readonly string[]).includes(value)
    ? (value as ReferralStatus)
    : INITIAL_STATUS;
}

export async function currentStatus(db: Kysely<Database>, referralId: string): Promise<ReferralStatus> {
  const row = await db
    .selectFrom('referral_status_events')
    .select('status')
    .where('referral_id', '=', referralId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? asStatus(row.status) : INITIAL_STATUS;
}

/** Every change, oldest first, with the acting staff member's display name. */
export async function statusHistory(db: Kysely<Database>, referralId: string): Promise<StatusEvent[]> {
  const rows = await db
    .selectFrom('referral_status_events as e')
    .leftJoin('staff_accounts as a', 'a.id', 'e.actor_account_id')
    .select(['e.status', 'e.details', 'e.occurred_at', 'a.display_name'])
    .where('e.referral_id', '=', referralId)
    .orderBy('e.seq', 'asc')
    .execute();
  return rows.map((row) => ({
    status: asStatus(row.status),
    details: row.details ?? {},
    actor: row.display_name ?? null,
    occurredAt: new Date(row.occurred_at).toISOString(),
  }));
}

/** How many Contacted events the referral has: each is one attempt to reach the participant. */
export function contactAttempts(history: readonly StatusEvent[]): number {
  return history.filter((event) => event.status === 'Contacted').length;
}

export async function appendStatusEvent(
  db: Kysely<Database>,
  event: {
    referralId: string;
    status: ReferralStatus;
    details?: Record<string, unknown>;
    actorAccountId: string | null;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('referral_status_events')
    .values({
      id: randomUUID(),
      referral_id: event.referralId,
      status: event.status,
      details: JSON.stringify(event.details ?? {}),
      actor_account_id: event.actorAccountId,
      occurred_at: now,
    })
    .execute();
}

/** Free text (a note, a screen-fail reason) may say something personal: only with personal data access. */
const FREE_TEXT_DETAILS = new Set(['note', 'reason']);

export function visibleHistory(history: readonly StatusEvent[], personalData: boolean): StatusEvent[] {
  if (personalData) return [...history];
  return history.map((event) => ({
    ...event,
    details: Object.fromEntries(Object.entries(event.details).filter(([key]) => !FREE_TEXT_DETAILS.has(key))),
  }));
}
