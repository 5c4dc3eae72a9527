import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffRole } from '../db/tables/staff';
import { HttpProblem } from '../http/problem';
import { allSites } from './staff-scope';

/** What an admin grants an account: its role, the studies or sites it sees, personal data. */
export interface StaffRights {
  role: StaffRole;
  studies: readonly string[];
  sites: readonly string[];
  personalDataAccess: boolean;
}

/**
 * The rights as stored: grants only of the kind the role uses (admins see everything), each naming
 * a published study or site; a study manager needs a study and site staff a site. 400 otherwise,
 * naming the field.
 */
export async function validatedRights(db: Kysely<Database>, rights: StaffRights): Promise<StaffRights> {
  const sites = await allSites(db);
  const protocols = new Set(sites.map((site) => site.protocolInfo.protocol));
  const siteCodes = new Set(sites.map((site) => site.siteCode));
  const studies = rights.role === 'study_manager' ? [...new Set(rights.studies)] : [];
  const siteGrants = rights.role === 'site_staff' ? [...new Set(rights.sites)] : [];
  const errors = [
    ...studies
      .filter((protocol) => !protocols.has(protocol))
      .map(() => ({ field: 'body.studies', reason: 'names a study that is not published' })),
    ...siteGrants
      .filter((code) => !siteCodes.has(code))
      .map(() => ({ field: 'body.sites', reason: 'names a site that is not published' })),
  ];
  if (rights.role === 'study_manager' && studies.length === 0)
    errors.push({ field: 'body.studies', reason: 'a study manager needs at least one study' });
  if (rights.role === 'site_staff' && siteGrants.length === 0)
    errors.push({ field: 'body.sites', reason: 'site staff need at least one site' });
  if (errors.length > 0) {
    throw new HttpProblem(400, 'Invalid grants', 'Check the studies and sites.', errors.slice(0, 5));
  }
  return {
    role: rights.role,
    studies: studies.sort(),
    sites: siteGrants.sort(),
    // Site staff always see their own participants; the flag is for the other roles.
    personalDataAccess: rights.role === 'site_staff' ? false : rights.personalDataAccess,
  };
}
