import type { Kysely } from 'kysely';
import {
  outcomeRefusal,
  type OutcomeWrite,
  type RecordedOutcome,
} from '../../shared/domain/outcome-finality';
import { patientReferralStatusSchema, type PatientReferralStatus } from '../../shared/domain/outcome-paths';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';

/**
 * The refusal of a write on an enrolment whose outcome is final. Not 409: the outbox (and the
 * idempotency draft it follows) reads 409 as "try again later", and a final outcome never
 * changes, so a retry could only repeat the refusal. 422 stops the outbox at once and lets the
 * page show the person the outcome they already have.
 */
export const OUTCOME_FINAL_STATUS = 422;
export const OUTCOME_FINAL_TITLE = 'Outcome already recorded';

const asStatus = (value: string | null | undefined): PatientReferralStatus | null => {
  const parsed = patientReferralStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The outcome the server holds for an enrolment: the last outcome update, else "no site convenient". */
export async function recordedOutcomeOf(
  db: Kysely<Database>,
  tenantKey: string,
  enrollmentId: string,
): Promise<RecordedOutcome | null> {
  // One after the other: inside the request's transaction the queries share one connection.
  const update = await db
    .selectFrom('outcome_updates')
    .select('patient_referral_status')
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const notConvenient = await db
    .selectFrom('site_selection_not_convenient')
    .select('patient_referral_status')
    .where('tenant_key', '=', tenantKey)
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  const site = await db
    .selectFrom('contact_site_details')
    .select('site_code')
    .where('tenant_key', '=', tenantKey)
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  const referralStatus =
    asStatus(update?.patient_referral_status) ?? asStatus(notConvenient?.patient_referral_status);
  return referralStatus ? { referralStatus, siteCode: site?.site_code ?? null } : null;
}

/** Throws the problem naming why when `write` would change the enrolment's final outcome. */
export async function assertOutcomeOpen(
  db: Kysely<Database>,
  enrolment: { tenantKey: string; enrollmentId: string },
  write: OutcomeWrite,
): Promise<void> {
  const recorded = await recordedOutcomeOf(db, enrolment.tenantKey, enrolment.enrollmentId);
  const reason = outcomeRefusal(recorded, write);
  if (!reason) return;
  throw new HttpProblem(OUTCOME_FINAL_STATUS, OUTCOME_FINAL_TITLE, reason, [
    { field: 'body.enrollmentId', reason },
  ]);
}
