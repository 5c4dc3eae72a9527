import type { Kysely, Selectable } from 'kysely';
import type { StudySite } from '../../shared/content-model/site';
import type { addOrUpdatePatientSiteDetails } from '../../shared/contracts/contact-follow-ups';
import type { BodyOf } from '../../shared/contracts/define-call';
import { referralIdOf } from '../../shared/contracts/site-selection';
import { saveSiteDetails } from '../contact/site-details';
import { getContentItem } from '../content/content-repository';
import type { Database } from '../db/schema';
import type { ContactSiteDetailsTable } from '../db/tables/contact';
import { HttpProblem } from '../http/problem';
import { assertOutcomeOpen } from '../outcome/final-outcome';
import { proposeAppointment } from './scheduling';

type SiteDetailsWrite = BodyOf<typeof addOrUpdatePatientSiteDetails>;
export type SavedSiteRow = Selectable<ContactSiteDetailsTable>;

export const invalidField = (field: string, reason: string) =>
  new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [{ field, reason }]);

/** The content site, which must run `protocol`; 400 naming the field otherwise. */
export async function siteRunning(
  db: Kysely<Database>,
  siteCode: string,
  protocol: string,
  field = 'body',
): Promise<StudySite> {
  const site = await getContentItem(db, 'site', siteCode, 'en');
  if (!site) throw invalidField(`${field}.siteCode`, 'Unknown site');
  if (site.protocolInfo.protocol !== protocol) {
    throw invalidField(`${field}.protocol`, 'Not the protocol this site runs');
  }
  return site;
}

/** The referral id must be referralIdOf(enrollmentId, siteCode). */
export function checkReferralId(referralId: string, enrollmentId: string, siteCode: string): void {
  if (referralId !== referralIdOf(enrollmentId, siteCode)) {
    throw invalidField('body.referralId', 'Must be the enrolment id combined with the site code');
  }
}

/**
 * AddOrUpdatePatientSiteDetails. Without a referralId it is the contact flow's virtual result
 * (contact/site-details.ts, unchanged). With one it is a site-selection choice: one row per
 * enrolment holding the chosen site, the referral id, status and step, the consent answers and
 * the appointment the scheduling adapter proposes. A new choice replaces the previous one until
 * the enrolment's outcome is recorded (outcome-finality.ts).
 */
export async function saveSiteChoice(
  db: Kysely<Database>,
  write: SiteDetailsWrite,
  now: Date,
): Promise<{ stored: true; referralId: string | null }> {
  const site = await siteRunning(db, write.siteCode, write.protocol);
  if (write.referralId === undefined) return saveSiteDetails(db, write, now);
  checkReferralId(write.referralId, write.enrollmentId, write.siteCode);
  await assertOutcomeOpen(db, write, { kind: 'site-choice', siteCode: write.siteCode });
  const appointment = proposeAppointment(site, now);
  const choice = {
    potential_id: write.potentialId ?? null,
    site_code: write.siteCode,
    protocol: write.protocol,
    is_virtual: site.isVirtual,
    journey_type: write.journeyType,
    referral_id: write.referralId,
    patient_referral_status: write.patientReferralStatus ?? null,
    journey_step: write.journeyStep ?? 'site-selection',
    ki_element_consent: write.isUserOptedKiElementConsent ?? null,
    life_link_consent: write.isUserOptedLifeLinkConsent ?? null,
    appointment_status: appointment.status,
    appointment_date_time: appointment.dateTime,
    updated_at: now,
  };
  await db
    .insertInto('contact_site_details')
    .values({ tenant_key: write.tenantKey, enrollment_id: write.enrollmentId, ...choice, created_at: now })
    .onConflict((oc) =>
      oc.columns(['tenant_key', 'enrollment_id']).doUpdateSet({
        ...choice,
        potential_id: (eb) => eb.fn.coalesce('excluded.potential_id', 'contact_site_details.potential_id'),
      }),
    )
    .execute();
  return { stored: true, referralId: write.referralId };
}

/** The site saved for an enrolment (the first tenant's when the id is not tenant-qualified). */
export async function savedSiteOf(
  db: Kysely<Database>,
  enrollmentId: string,
  tenantKey?: string,
): Promise<SavedSiteRow | null> {
  let query = db.selectFrom('contact_site_details').selectAll().where('enrollment_id', '=', enrollmentId);
  if (tenantKey !== undefined) query = query.where('tenant_key', '=', tenantKey);
  return (await query.orderBy('tenant_key').executeTakeFirst()) ?? null;
}
