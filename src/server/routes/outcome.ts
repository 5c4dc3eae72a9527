import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addUcpmJobRecord,
  updatePatientOutcomeDetails,
  type UcpmJobRecord,
} from '../../shared/contracts/outcome';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { registerCall } from '../http/register-call';
import { findEnrollment } from '../journey/enrollments';
import { applyOutcomeUpdate } from '../outcome/complete-enrollment';
import { notifyReferral, SITE_REFERRAL_STATUS } from '../referrals/referral-notifications';

/** One job per (tenant, enrolment, dataOrigin): a re-sent record refreshes it and keeps its id. */
async function upsertUcpmJob(db: Kysely<Database>, record: UcpmJobRecord, now: Date): Promise<string> {
  const { tenantKey, enrollmentId } = record.integrationAttemptHistory;
  // The record may have been sealed offline, before Participant/Add answered the potentialId.
  const enrolment = await findEnrollment(db, { by: 'key', tenantKey, enrollmentId });
  const potentialId =
    record.potentialId || record.integrationAttemptHistory.potentialId || enrolment?.potential_id || null;
  const row = await db
    .insertInto('ucpm_job_records')
    .values({
      job_id: randomUUID(),
      tenant_key: tenantKey,
      enrollment_id: enrollmentId,
      guest_ref: record.guestRef,
      potential_id: potentialId,
      data_origin: record.dataOrigin,
      study_name: record.UCPMStudyName ?? null,
      payload: JSON.stringify(record),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_key', 'enrollment_id', 'data_origin']).doUpdateSet((eb) => ({
        guest_ref: eb.ref('excluded.guest_ref'),
        potential_id: eb.fn.coalesce('excluded.potential_id', 'ucpm_job_records.potential_id'),
        study_name: eb.ref('excluded.study_name'),
        payload: eb.ref('excluded.payload'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('job_id')
    .executeTakeFirstOrThrow();
  return row.job_id;
}

export function registerOutcomeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, updatePatientOutcomeDetails, async ({ body, db }) => {
    const { result, enrolment } = await applyOutcomeUpdate(db, body, deps.now());
    // A site referral: its staff and the participant are told, in this transaction, once.
    if (body.patientReferralStatus === SITE_REFERRAL_STATUS) await notifyReferral(db, deps, enrolment);
    return result;
  });
  registerCall(app, deps, addUcpmJobRecord, async ({ body, db }) => ({
    jobId: await upsertUcpmJob(db, body, deps.now()),
  }));
}
