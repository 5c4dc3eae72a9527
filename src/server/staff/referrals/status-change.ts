import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StatusChange, StatusEvent } from '../../../shared/contracts/staff-referrals';
import type { ReferralStatus } from '../../../shared/contracts/staff-scalars';
import type { Database } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { recordAudit } from '../staff-audit';
import type { StaffPrincipal } from '../staff-principal';
import { mayWorkReferrals } from './referral-detail';
import { referralInScope } from './referral-scope';
import { appendStatusEvent, contactAttempts, statusHistory, visibleHistory } from './referral-status';

/*
 * A coordinator's status change. Any status may follow any other (real work goes back and forth:
 * Scheduled, then Not reached), except that Withdrawn is final: the participant said no, and
 * a participant who comes back is a new referral (409).
 */

function detailsOf(change: StatusChange, history: readonly StatusEvent[]): Record<string, unknown> {
  switch (change.status) {
    case 'Scheduled':
      return { date: change.date, ...(change.note ? { note: change.note } : {}) };
    case 'Screen-failed':
      return { reason: change.reason };
    case 'Contacted':
      return { attempt: contactAttempts(history) + 1, ...(change.note ? { note: change.note } : {}) };
    default:
      return change.note ? { note: change.note } : {};
  }
}

export async function changeStatus(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  referralId: string,
  change: StatusChange,
  context: { request: FastifyRequest; now: Date },
): Promise<{ status: ReferralStatus; history: StatusEvent[] }> {
  await referralInScope(db, principal, referralId);
  if (!mayWorkReferrals(principal)) {
    throw new HttpProblem(403, 'Forbidden', 'Administrators can read referrals but not change them.');
  }
  const before = await statusHistory(db, referralId);
  const from = before.at(-1)?.status ?? 'New';
  if (from === 'Withdrawn') {
    throw new HttpProblem(409, 'Withdrawn', 'The participant withdrew: this referral can no longer change.');
  }
  await appendStatusEvent(
    db,
    {
      referralId,
      status: change.status,
      details: detailsOf(change, before),
      actorAccountId: principal.accountId,
    },
    context.now,
  );
  await recordAudit(
    db,
    {
      actorAccountId: principal.accountId,
      action: 'referral.status-changed',
      targetType: 'referral',
      targetId: referralId,
      details: { from, to: change.status },
      request: context.request,
    },
    context.now,
  );
  const history = await statusHistory(db, referralId);
  return { status: change.status, history: visibleHistory(history, principal.personalData) };
}
