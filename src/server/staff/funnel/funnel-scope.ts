import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE } from '../../../shared/content-model/language';
import type { StudySite } from '../../../shared/content-model/site';
import type { StudySettings } from '../../../shared/content-model/study';
import type { FunnelQuery } from '../../../shared/contracts/staff-funnel';
import { listContentItems } from '../../content/content-repository';
import type { Database } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import type { StaffPrincipal } from '../staff-principal';
import { allSites, sitesInScope } from '../staff-scope';

/*
 * What a funnel call may count: admins every study and site, study managers the studies (study
 * settings) that run one of their protocols and those protocols' sites. A protocol or site filter
 * outside that is refused (403), never quietly emptied.
 */

export interface FunnelScope {
  /** Studies in scope, each with only the protocols in scope. */
  studies: { study: StudySettings; protocols: string[] }[];
  sites: StudySite[];
}

/** What the counting queries read: study keys for study rows, site codes for site rows. */
export interface FunnelSelection {
  studyKeys: string[];
  siteCodes: string[];
}

function protocolsInScope(principal: StaffPrincipal, studies: StudySettings[], sites: StudySite[]) {
  if (principal.role !== 'admin') return new Set(principal.studies);
  return new Set([...studies.flatMap((s) => s.protocols), ...sites.map((s) => s.protocolInfo.protocol)]);
}

export async function funnelScope(db: Kysely<Database>, principal: StaffPrincipal): Promise<FunnelScope> {
  const studies = await listContentItems(db, 'study', DEFAULT_LANGUAGE);
  const sites = sitesInScope(principal, await allSites(db));
  const protocols = protocolsInScope(principal, studies, sites);
  return {
    studies: studies
      .map((study) => ({ study, protocols: study.protocols.filter((p) => protocols.has(p)) }))
      .filter((entry) => entry.protocols.length > 0),
    sites,
  };
}

const outOfScope = () => new HttpProblem(403, 'Forbidden', 'That study or site is not one you can see.');

/** The rows a query's filters select within the scope. */
export function funnelSelection(scope: FunnelScope, query: FunnelQuery): FunnelSelection {
  const { protocol, site } = query;
  const protocols = new Set(scope.studies.flatMap((entry) => entry.protocols));
  for (const s of scope.sites) protocols.add(s.protocolInfo.protocol);
  if (protocol !== undefined && !protocols.has(protocol)) throw outOfScope();
  if (site !== undefined) {
    const chosen = scope.sites.find((s) => s.siteCode === site);
    if (!chosen) throw outOfScope();
    if (protocol !== undefined && chosen.protocolInfo.protocol !== protocol) {
      throw new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [
        { field: 'query.site', reason: 'This site does not run that protocol' },
      ]);
    }
    // Steps before the site choice cannot be told apart by site: a site's funnel has no study rows.
    return { studyKeys: [], siteCodes: [site] };
  }
  const studies =
    protocol === undefined ? scope.studies : scope.studies.filter((e) => e.protocols.includes(protocol));
  const sites =
    protocol === undefined ? scope.sites : scope.sites.filter((s) => s.protocolInfo.protocol === protocol);
  return { studyKeys: studies.map((e) => e.study.key), siteCodes: sites.map((s) => s.siteCode) };
}
