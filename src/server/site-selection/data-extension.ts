import type { Kysely } from 'kysely';
import type { BodyOf } from '../../shared/contracts/define-call';
import type { addUpdateSiteProtocolToDataExtension } from '../../shared/contracts/site-selection';
import type { GuestType } from '../../shared/domain/journey-roles';
import type { Database } from '../db/schema';
import { assertOutcomeOpen } from '../outcome/final-outcome';
import { checkReferralId, siteRunning } from './site-choice';

type DataExtensionBody = BodyOf<typeof addUpdateSiteProtocolToDataExtension>;

/**
 * AddUpdateSiteProtocolToDataExtension: the customer-data copy of the chosen site and protocol,
 * the latest per enrolment (a later choice replaces it).
 */
export async function upsertSiteDataExtension(
  db: Kysely<Database>,
  guest: { guestRef: string; guestType: GuestType },
  body: DataExtensionBody,
  now: Date,
): Promise<{ data: true }> {
  await siteRunning(db, body.siteCode, body.protocol);
  checkReferralId(body.referralId, body.enrollmentId, body.siteCode);
  await assertOutcomeOpen(db, body, { kind: 'site-choice', siteCode: body.siteCode });
  const row = {
    guest_ref: guest.guestRef,
    guest_type: guest.guestType,
    site_code: body.siteCode,
    protocol: body.protocol,
    referral_id: body.referralId,
    payload: JSON.stringify(body),
    updated_at: now,
  };
  await db
    .insertInto('site_selection_data_extensions')
    .values({ tenant_key: body.tenantKey, enrollment_id: body.enrollmentId, ...row, created_at: now })
    .onConflict((oc) => oc.columns(['tenant_key', 'enrollment_id']).doUpdateSet(row))
    .execute();
  return { data: true };
}
