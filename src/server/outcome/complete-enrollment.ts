import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OutcomeUpdate } from '../../shared/contracts/outcome';
import type { ActiveEnrollment, JourneyStatus } from '../../shared/domain/journey-status';
import type { GuestType } from '../../shared/domain/journey-roles';
import { guestTypeAfter, mergeStoredStatus } from '../../shared/domain/journey-transitions';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { appendHistory, findEnrollments, type EnrollmentRow } from '../journey/enrollments';
import { assertOutcomeOpen } from './final-outcome';

export const OUTCOME_CAUSE = 'Patient/UpdatePatientOutcomeDetails';

export interface OutcomeResult {
  enrollmentId: string;
  journeyStatus: JourneyStatus;
  isActiveEnrollment: ActiveEnrollment;
  deactivatedEnrollments: number;
}

/** The enrolment an outcome names: by id, narrowed by potentialId when two tenants share an id. */
async function enrollmentOf(db: Kysely<Database>, update: OutcomeUpdate): Promise<EnrollmentRow> {
  const rows = await findEnrollments(db, { by: 'enrollment', enrollmentId: update.enrollmentId });
  const row =
    rows.length > 1 && update.potentialId ? rows.find((r) => r.potential_id === update.potentialId) : rows[0];
  if (!row) {
    // Participant/Add travels first in the same outbox group, so this is a client bug, not a race.
    throw new HttpProblem(404, 'Unknown enrolment', `No enrolment ${update.enrollmentId} is known.`);
  }
  return row;
}

/**
 * Other ACTIVE enrolments of the same guest in the same tenant that started no later than
 * this one stop being active. "No later" keeps a late replay of an old outcome from
 * deactivating the newer enrolment that completed since.
 */
async function deactivateOlder(db: Kysely<Database>, row: EnrollmentRow, now: Date): Promise<number> {
  if (!row.guest_ref) return 0;
  const changed = await db
    .updateTable('journey_enrollments')
    .set({ is_active_enrollment: 0, updated_at: now })
    .where('tenant_key', '=', row.tenant_key)
    .where('guest_ref', '=', row.guest_ref)
    .where('enrollment_id', '<>', row.enrollment_id)
    .where('is_active_enrollment', '=', 1)
    .where('created_at', '<=', row.created_at)
    .returning(['tenant_key', 'enrollment_id', 'journey_status', 'journey_step'])
    .execute();
  for (const other of changed) {
    await appendHistory(db, {
      tenantKey: other.tenant_key,
      enrollmentId: other.enrollment_id,
      previousStatus: other.journey_status,
      status: other.journey_status,
      step: other.journey_step,
      isActiveEnrollment: 0,
      cause: OUTCOME_CAUSE,
      at: now,
    });
  }
  return changed.length;
}

async function updateEnrollment(
  db: Kysely<Database>,
  row: EnrollmentRow,
  update: OutcomeUpdate,
  now: Date,
): Promise<JourneyStatus> {
  const status = mergeStoredStatus(row.journey_status as JourneyStatus, update.journeyStatus);
  const step = update.journeyStep === '' ? null : update.journeyStep;
  await db
    .updateTable('journey_enrollments')
    .set({
      journey_status: status,
      journey_step: step,
      is_active_enrollment: update.isActiveEnrollment,
      guest_type: guestTypeAfter(status, row.guest_type as GuestType),
      potential_id: row.potential_id ?? update.potentialId ?? null,
      updated_at: now,
    })
    .where('tenant_key', '=', row.tenant_key)
    .where('enrollment_id', '=', row.enrollment_id)
    .execute();
  if (row.journey_status !== status || row.is_active_enrollment !== update.isActiveEnrollment) {
    await appendHistory(db, {
      tenantKey: row.tenant_key,
      enrollmentId: row.enrollment_id,
      previousStatus: row.journey_status,
      status,
      step,
      isActiveEnrollment: update.isActiveEnrollment,
      cause: OUTCOME_CAUSE,
      at: now,
    });
  }
  // The participant record mirrors the status (it never falls back to Partial either).
  await db
    .updateTable('participants')
    .set({ journey_status: status, updated_at: now })
    .where('tenant_key', '=', row.tenant_key)
    .where('enrollment_id', '=', row.enrollment_id)
    .execute();
  return status;
}

/**
 * True when the enrolment already carries exactly this outcome: the last update recorded has the
 * same referral status, status, step and active flag, and the enrolment still shows them. A second
 * visit to an outcome page (Back, then a flow that lands there again, or an answer to the first
 * write lost before the device knew) sends the same outcome under a new key: it changes nothing
 * and is not recorded twice.
 */
async function repeatsRecordedOutcome(
  db: Kysely<Database>,
  row: EnrollmentRow,
  update: OutcomeUpdate,
): Promise<boolean> {
  const last = await db
    .selectFrom('outcome_updates')
    .select(['patient_referral_status', 'journey_status', 'journey_step', 'is_active_enrollment'])
    .where('enrollment_id', '=', row.enrollment_id)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!last) return false;
  const status = mergeStoredStatus(row.journey_status as JourneyStatus, update.journeyStatus);
  return (
    last.patient_referral_status === update.patientReferralStatus &&
    last.journey_status === update.journeyStatus &&
    last.journey_step === update.journeyStep &&
    last.is_active_enrollment === update.isActiveEnrollment &&
    row.journey_status === status &&
    row.is_active_enrollment === update.isActiveEnrollment
  );
}

/**
 * UpdatePatientOutcomeDetails: the enrolment updated in place, the update itself kept as history.
 * Answers the call's result and the enrolment it named (its tenant is not in the call).
 */
export async function applyOutcomeUpdate(
  db: Kysely<Database>,
  update: OutcomeUpdate,
  now: Date,
): Promise<{ result: OutcomeResult; enrolment: { tenantKey: string; enrollmentId: string } }> {
  const row = await enrollmentOf(db, update);
  await assertOutcomeOpen(
    db,
    { tenantKey: row.tenant_key, enrollmentId: row.enrollment_id },
    { kind: 'outcome', referralStatus: update.patientReferralStatus },
  );
  const enrolment = { tenantKey: row.tenant_key, enrollmentId: row.enrollment_id };
  if (await repeatsRecordedOutcome(db, row, update)) {
    const journeyStatus = row.journey_status as JourneyStatus;
    const result = {
      enrollmentId: row.enrollment_id,
      journeyStatus,
      isActiveEnrollment: update.isActiveEnrollment,
    };
    return { result: { ...result, deactivatedEnrollments: 0 }, enrolment };
  }
  const status = await updateEnrollment(db, row, update, now);
  const deactivated = update.deActivateExistingEnrollment ? await deactivateOlder(db, row, now) : 0;
  await db
    .insertInto('outcome_updates')
    .values({
      id: randomUUID(),
      enrollment_id: update.enrollmentId,
      potential_id: update.potentialId ?? row.potential_id,
      journey_step: update.journeyStep,
      journey_status: update.journeyStatus,
      is_active_enrollment: update.isActiveEnrollment,
      patient_referral_status: update.patientReferralStatus,
      deactivate_existing: update.deActivateExistingEnrollment,
      deactivated_count: deactivated,
      created_at: now,
    })
    .execute();
  return {
    result: {
      enrollmentId: row.enrollment_id,
      journeyStatus: status,
      isActiveEnrollment: update.isActiveEnrollment,
      deactivatedEnrollments: deactivated,
    },
    enrolment,
  };
}
