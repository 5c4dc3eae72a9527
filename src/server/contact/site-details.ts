import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BodyOf } from '../../shared/contracts/define-call';
import type { addOrUpdatePatientSiteDetails } from '../../shared/contracts/contact';
import type { Database } from '../db/schema';

type SiteDetailsWrite = BodyOf<typeof addOrUpdatePatientSiteDetails>;

/*
 * AddOrUpdatePatientSiteDetails (journey 02 virtual → the site data is saved; journey 03 virtual → the site
 * details are saved and a referral id generated). One row per (tenant, enrolment); the referral id is made
 * once and never replaced, so a repeat answers the same id.
 */

/** A referral id: REF- and 10 characters of Crockford base32 (no I, L, O, U). */
export function newReferralId(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(10);
  return `REF-${[...bytes].map((byte) => alphabet[byte % 32]).join('')}`;
}

export async function saveSiteDetails(
  db: Kysely<Database>,
  write: SiteDetailsWrite,
  now: Date,
): Promise<{ stored: true; referralId: string | null }> {
  const referralId = write.generateReferralId ? newReferralId() : null;
  const row = await db
    .insertInto('contact_site_details')
    .values({
      tenant_key: write.tenantKey,
      enrollment_id: write.enrollmentId,
      potential_id: write.potentialId ?? null,
      site_code: write.siteCode,
      protocol: write.protocol,
      is_virtual: write.isVirtual ?? false,
      journey_type: write.journeyType,
      referral_id: referralId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_key', 'enrollment_id']).doUpdateSet((eb) => ({
        potential_id: eb.fn.coalesce('excluded.potential_id', 'contact_site_details.potential_id'),
        site_code: eb.ref('excluded.site_code'),
        protocol: eb.ref('excluded.protocol'),
        is_virtual: eb.ref('excluded.is_virtual'),
        journey_type: eb.ref('excluded.journey_type'),
        referral_id: eb.fn.coalesce('contact_site_details.referral_id', 'excluded.referral_id'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('referral_id')
    .executeTakeFirstOrThrow();
  return { stored: true, referralId: row.referral_id };
}
