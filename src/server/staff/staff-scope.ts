import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE } from '../../shared/content-model/language';
import type { StudySite } from '../../shared/content-model/site';
import { listContentItems } from '../content/content-repository';
import type { Database } from '../db/schema';
import type { StaffPrincipal } from './staff-principal';

/*
 * Which sites a principal's calls reach: admins every site, study managers every site of their
 * studies (protocols), site staff their own sites. Every workspace query filters by this.
 */

export async function allSites(db: Kysely<Database>): Promise<StudySite[]> {
  return listContentItems(db, 'site', DEFAULT_LANGUAGE);
}

export function sitesInScope(principal: StaffPrincipal, sites: readonly StudySite[]): StudySite[] {
  if (principal.role === 'admin') return [...sites];
  if (principal.role === 'study_manager') {
    const studies = new Set(principal.studies);
    return sites.filter((site) => studies.has(site.protocolInfo.protocol));
  }
  const own = new Set(principal.sites);
  return sites.filter((site) => own.has(site.siteCode));
}

/** The site codes a principal may see (possibly none). */
export async function visibleSiteCodes(db: Kysely<Database>, principal: StaffPrincipal): Promise<string[]> {
  return sitesInScope(principal, await allSites(db)).map((site) => site.siteCode);
}
