import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { StudySite } from '../../shared/content-model/site';
import type { SiteDetails } from '../../shared/contracts/prescreener';
import { listContentItems } from '../content/content-repository';
import type { Database } from '../db/schema';

/** "Site details returned for a journey", from a content site. */
export function siteDetailsOf(site: StudySite): SiteDetails {
  return {
    siteCode: site.siteCode,
    name: site.siteName,
    address: site.siteAddress,
    city: site.siteCity,
    state: site.siteState,
    zip: site.siteZipCode,
    country: site.siteCountry,
    contactPhoneNumber: site.contactPhoneNumber ?? '',
    warmTransferNumber: site.warmTransferNumber ?? '',
    eConsentUrl: site.eConsentUrl ?? '',
    piName: site.piName ?? '',
    protocol: site.protocolInfo.protocol,
    studyName: site.protocolInfo.studyName,
    projectCode: site.protocolInfo.projectCode ?? '',
    nctid: site.protocolInfo.nctid ?? '',
    sponsor: site.protocolInfo.sponsor,
    indication: site.protocolInfo.indication,
    isVirtual: site.isVirtual,
    isSiteKiElementsEnabled: site.isSiteKiElementsEnabled,
    isProtocalKiElementsEnabled: site.isProtocalKiElementsEnabled,
    isLifeLinkEnabled: site.isLifeLinkEnabled,
    isHumanAPIEnabled: site.isHumanAPIEnabled,
  };
}

/** "comma,separated" → its names, each once. */
export function splitProtocols(list: string): string[] {
  return [...new Set(list.split(',').map((protocol) => protocol.trim()))].filter(Boolean);
}

/**
 * The sites that can take a visitor qualified for `protocols`: any site running one of them that
 * is not closed, tier 1 first. Distance from the visitor's zip is the site-selection step's
 * business (it has the zip table and the maps adapter); here every open site is in reach.
 */
export async function sitesForProtocols(
  db: Kysely<Database>,
  language: Language,
  protocols: readonly string[],
  limit = Number.POSITIVE_INFINITY,
): Promise<StudySite[]> {
  const wanted = new Set(protocols);
  const sites = await listContentItems(db, 'site', language);
  return sites
    .filter((site) => wanted.has(site.protocolInfo.protocol) && site.siteStatus !== 'Closed')
    .sort((a, b) => a.tier - b.tier || a.siteCode.localeCompare(b.siteCode))
    .slice(0, limit);
}
