import type { Kysely } from 'kysely';
import type { PatientType } from '../../shared/domain/journey-roles';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { findEnrollments, type EnrollmentRef } from './enrollments';

export function unknownEnrollment(field: string): HttpProblem {
  return new HttpProblem(404, 'Not Found', 'No such enrolment.', [{ field, reason: 'Unknown enrolment' }]);
}

/**
 * UpdatePotentialParticipantId: the guest reference the contact check settled on becomes the
 * participant record's potentialParticipant_ID and the enrolment's guest reference.
 */
export async function updateGuestReference(
  db: Kysely<Database>,
  change: { potentialId: string; potentialParticipantId: string },
  now: Date,
): Promise<void> {
  const rows = await findEnrollments(db, { by: 'potentialId', potentialId: change.potentialId });
  if (rows.length === 0) throw unknownEnrollment('query.potentialId');
  for (const row of rows) {
    await db
      .updateTable('journey_enrollments')
      .set({ guest_ref: change.potentialParticipantId, updated_at: now })
      .where('tenant_key', '=', row.tenant_key)
      .where('enrollment_id', '=', row.enrollment_id)
      .execute();
    await db
      .updateTable('participants')
      .set({ potential_participant_id: change.potentialParticipantId, updated_at: now })
      .where('tenant_key', '=', row.tenant_key)
      .where('enrollment_id', '=', row.enrollment_id)
      .execute();
  }
}

export interface ParticipantTypeChange {
  enrollmentId: string;
  tenantKey?: string;
  potentialId?: string;
  participantType: PatientType;
}

/** UpdateParticipantType: a potentialId that names another enrolment is a 404, like an unknown one. */
export async function updateParticipantType(
  db: Kysely<Database>,
  change: ParticipantTypeChange,
  now: Date,
): Promise<void> {
  const ref: EnrollmentRef = change.tenantKey
    ? { by: 'key', tenantKey: change.tenantKey, enrollmentId: change.enrollmentId }
    : { by: 'enrollment', enrollmentId: change.enrollmentId };
  const rows = (await findEnrollments(db, ref)).filter(
    (row) => !change.potentialId || row.potential_id === null || row.potential_id === change.potentialId,
  );
  if (rows.length === 0) throw unknownEnrollment('body.enrollmentId');
  for (const row of rows) {
    await db
      .updateTable('journey_enrollments')
      .set({ participant_type: change.participantType, updated_at: now })
      .where('tenant_key', '=', row.tenant_key)
      .where('enrollment_id', '=', row.enrollment_id)
      .execute();
  }
}
