import type { Kysely } from 'kysely';
import type { BodyOf, ParamsOf, QueryOf } from '../../shared/contracts/define-call';
import type {
  updatePatientDetailsForNsc,
  updateSiteProtocolDetailsForNsc,
  updateZipcodeReferral,
} from '../../shared/contracts/site-selection';
import { listContentItems } from '../content/content-repository';
import type { Database } from '../db/schema';
import { assertOutcomeOpen } from '../outcome/final-outcome';
import { invalidField } from './site-choice';

/*
 * "No site convenient": the patient's referral status, the sites offered, and the zip referral (re-run with
 * an empty zip). Each call keeps the latest values per enrolment, so a replay or a repeat changes nothing
 * further.
 */

export async function recordPatientNotConvenient(
  db: Kysely<Database>,
  query: QueryOf<typeof updatePatientDetailsForNsc>,
  now: Date,
): Promise<{ updated: true }> {
  await assertOutcomeOpen(db, query, { kind: 'no-site-convenient' });
  const row = {
    potential_id: query.potentialId ?? null,
    patient_referral_status: query.patientReferralStatus,
    updated_at: now,
  };
  await db
    .insertInto('site_selection_not_convenient')
    .values({ tenant_key: query.tenantKey, enrollment_id: query.enrollmentId, ...row })
    .onConflict((oc) =>
      oc.columns(['tenant_key', 'enrollment_id']).doUpdateSet({
        ...row,
        potential_id: (eb) =>
          eb.fn.coalesce('excluded.potential_id', 'site_selection_not_convenient.potential_id'),
      }),
    )
    .execute();
  return { updated: true };
}

export async function recordSitesNotConvenient(
  db: Kysely<Database>,
  input: {
    params: ParamsOf<typeof updateSiteProtocolDetailsForNsc>;
    query: QueryOf<typeof updateSiteProtocolDetailsForNsc>;
    body: BodyOf<typeof updateSiteProtocolDetailsForNsc>;
  },
  now: Date,
): Promise<{ updated: true }> {
  await assertOutcomeOpen(
    db,
    { tenantKey: input.body.tenantKey, enrollmentId: input.query.enrollmentId },
    { kind: 'no-site-convenient' },
  );
  const known = new Set((await listContentItems(db, 'site', 'en')).map((site) => site.siteCode));
  const unknown = input.body.siteCodes.filter((code) => !known.has(code));
  if (unknown.length > 0) throw invalidField('body.siteCodes', `Unknown sites: ${unknown.join(', ')}`);
  const row = {
    guest_ref: input.params.guestRef,
    site_codes: JSON.stringify([...new Set(input.body.siteCodes)]),
    updated_at: now,
  };
  await db
    .insertInto('site_selection_not_convenient')
    .values({ tenant_key: input.body.tenantKey, enrollment_id: input.query.enrollmentId, ...row })
    .onConflict((oc) => oc.columns(['tenant_key', 'enrollment_id']).doUpdateSet(row))
    .execute();
  return { updated: true };
}

export async function recordZipReferral(
  db: Kysely<Database>,
  input: {
    params: ParamsOf<typeof updateZipcodeReferral>;
    query: QueryOf<typeof updateZipcodeReferral>;
    body: BodyOf<typeof updateZipcodeReferral>;
  },
  now: Date,
): Promise<{ updated: true }> {
  const { body } = input;
  const row = {
    guest_type: input.query.guestType,
    zip_code: body.zipCode ?? '',
    patient_state: body.patientState ?? null,
    journey_step: body.journeyStep,
    patient_referral_status: body.patientReferralStatus,
    patient_type: body.patientType,
    updated_at: now,
  };
  await db
    .insertInto('site_selection_zip_referrals')
    .values({ potential_id: input.params.potentialId, enrollment_id: body.enrollmentId, ...row })
    .onConflict((oc) => oc.columns(['potential_id', 'enrollment_id']).doUpdateSet(row))
    .execute();
  return { updated: true };
}
