import type { Kysely } from 'kysely';
import type { StudySite } from '../../../shared/content-model/site';
import type { Database } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import type { StaffPrincipal } from '../staff-principal';
import { allSites, sitesInScope } from '../staff-scope';

/** The sites a principal reaches, by site code. */
export async function scopedSites(
  db: Kysely<Database>,
  principal: StaffPrincipal,
): Promise<Map<string, StudySite>> {
  return new Map(sitesInScope(principal, await allSites(db)).map((site) => [site.siteCode, site]));
}

export interface ScopedReferral {
  referralId: string;
  tenantKey: string;
  enrollmentId: string;
  siteCode: string;
  createdAt: Date;
  site: StudySite;
}

/**
 * The referral when the principal's sites include its site. Otherwise 404, as for an unknown
 * id: a caller cannot learn that another site's referral exists.
 */
export async function referralInScope(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  referralId: string,
): Promise<ScopedReferral> {
  const row = await db
    .selectFrom('referral_notifications')
    .select(['referral_id', 'tenant_key', 'enrollment_id', 'site_code', 'created_at'])
    .where('referral_id', '=', referralId)
    .executeTakeFirst();
  const site = row ? (await scopedSites(db, principal)).get(row.site_code) : undefined;
  if (!row || !site) throw new HttpProblem(404, 'Not found', 'There is no such referral among your sites.');
  return {
    referralId: row.referral_id,
    tenantKey: row.tenant_key,
    enrollmentId: row.enrollment_id,
    siteCode: row.site_code,
    createdAt: new Date(row.created_at),
    site,
  };
}
