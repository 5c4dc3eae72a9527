import type { Kysely } from 'kysely';
import { guestTypeFor, type GuestType } from '../../shared/domain/journey-roles';
import type { ActiveEnrollment, JourneyStatus } from '../../shared/domain/journey-status';
import { mergeStoredStatus } from '../../shared/domain/journey-transitions';
import type { Database } from '../db/schema';
import { appendHistory, type EnrollmentRow } from './enrollments';

export interface JourneyChange {
  journeyStatus: JourneyStatus;
  /** undefined keeps the saved step; null clears it. */
  journeyStep?: string | null;
  /** undefined keeps the flag. */
  isActiveEnrollment?: ActiveEnrollment;
  /** A guest type the caller reports (customer sticks once reached). */
  guestType?: GuestType;
}

function asGuestType(value: string): GuestType {
  return value === 'customer' ? 'customer' : 'visitor';
}

/*
 * The participant record keeps a status too: mirror the enrolment's, so that whoever reads
 * participants sees the same journey. Same merge rule, so a stale write never wins there either.
 */
async function mirrorParticipant(db: Kysely<Database>, row: EnrollmentRow, status: JourneyStatus, now: Date) {
  await db
    .updateTable('participants')
    .set({ journey_status: status, updated_at: now })
    .where('tenant_key', '=', row.tenant_key)
    .where('enrollment_id', '=', row.enrollment_id)
    .where('journey_status', '<>', status)
    .execute();
}

/**
 * Applies a status report to an enrolment. A stale report (one mergeStoredStatus overrules,
 * e.g. Partial after Completed, anything after Terminated) changes nothing. Every change of
 * status or active flag is appended to the history with its cause and time.
 */
export async function applyJourneyChange(
  db: Kysely<Database>,
  row: EnrollmentRow,
  change: JourneyChange,
  cause: string,
  now: Date,
): Promise<EnrollmentRow> {
  const current = row.journey_status as JourneyStatus;
  const status = mergeStoredStatus(current, change.journeyStatus);
  if (status !== change.journeyStatus) return row;
  const reported = change.guestType === 'customer' ? 'customer' : asGuestType(row.guest_type);
  const next = {
    journey_status: status,
    journey_step: change.journeyStep === undefined ? row.journey_step : change.journeyStep,
    is_active_enrollment: change.isActiveEnrollment ?? row.is_active_enrollment,
    guest_type: guestTypeFor(status, reported),
    updated_at: now,
  };
  const updated = await db
    .updateTable('journey_enrollments')
    .set(next)
    .where('tenant_key', '=', row.tenant_key)
    .where('enrollment_id', '=', row.enrollment_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (status !== current || next.is_active_enrollment !== row.is_active_enrollment) {
    await appendHistory(db, {
      tenantKey: row.tenant_key,
      enrollmentId: row.enrollment_id,
      previousStatus: current,
      status,
      step: next.journey_step,
      isActiveEnrollment: next.is_active_enrollment,
      cause,
      at: now,
    });
  }
  if (status !== current) await mirrorParticipant(db, row, status, now);
  return updated;
}
