import { sql, type Kysely } from 'kysely';
import type { BodyOf } from '../../shared/contracts/define-call';
import type { addOrUpdateIntegrationAttemptHistory } from '../../shared/contracts/integration-attempt';
import type { Database } from '../db/schema';
import { invalidField } from './site-choice';

type AttemptWrite = BodyOf<typeof addOrUpdateIntegrationAttemptHistory>;

/** The enrolment's chosen site and patient, the two facts an attempt must agree with. */
async function enrolmentOf(db: Kysely<Database>, tenantKey: string, enrollmentId: string) {
  const site = await db
    .selectFrom('contact_site_details')
    .select(['is_virtual', 'potential_id'])
    .where('tenant_key', '=', tenantKey)
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  const patient = await db
    .selectFrom('contact_patients')
    .select('patient_id')
    .where('tenant_key', '=', tenantKey)
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  return { site, patientId: patient?.patient_id ?? null };
}

/**
 * AddOrUpdateIntegrationAttemptHistory: counts one more attempt for the enrolment, keeping the
 * first time and the latest address, flag and identifiers. An attempt is only for an enrolment
 * whose site is saved, with that site's virtual flag and the enrolment's own patient; anything
 * else is a 400 naming the field, and nothing is written.
 */
export async function recordIntegrationAttempt(
  db: Kysely<Database>,
  write: AttemptWrite,
  now: Date,
): Promise<{ recorded: true; attempts: number }> {
  const { site, patientId } = await enrolmentOf(db, write.tenantKey, write.enrollmentId);
  if (!site) throw invalidField('body.enrollmentId', 'No site is saved for this enrolment');
  if (site.is_virtual !== write.isVirtual) {
    throw invalidField('body.isVirtual', "Not the saved site's virtual flag");
  }
  if (write.patientId !== undefined && write.patientId !== patientId) {
    throw invalidField('body.patientId', "Not this enrolment's patient");
  }
  const latest = {
    potential_id: write.potentialId ?? site.potential_id ?? null,
    patient_id: patientId,
    base_url: write.baseUrl,
    is_virtual: write.isVirtual,
    last_attempt_at: now,
  };
  const row = await db
    .insertInto('integration_attempt_history')
    .values({
      tenant_key: write.tenantKey,
      enrollment_id: write.enrollmentId,
      ...latest,
      attempt_count: 1,
      first_attempt_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_key', 'enrollment_id']).doUpdateSet({
        ...latest,
        attempt_count: sql`integration_attempt_history.attempt_count + 1`,
      }),
    )
    .returning('attempt_count')
    .executeTakeFirstOrThrow();
  return { recorded: true, attempts: row.attempt_count };
}
