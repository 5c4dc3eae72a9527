import type { StudySite } from '../../shared/content-model/site';
import type { SiteInfo } from '../../shared/contracts/site-info';
import { distanceMiles, type LatLng } from '../../shared/domain/sites/distance';
import { siteInfoOf, type SitePlacement } from './site-info';

/*
 * The site search's pure rules (the selected site's tier, the site panels):
 *
 *  - distance: miles (one decimal) from the person's zip; null for a virtual site (it comes to
 *    the person) or when the zip is unknown.
 *  - tier: the site's content tier, except that a physical site farther from the person than its
 *    recruiting radius is tier 2 ("other options"): it is not a best match for someone it does
 *    not recruit from. Without a known zip or a radius the content tier stands.
 *  - order: tier, then distance (unknown distances last), then place (state, city, name) so a
 *    list without distances (an unknown zip) reads in an order a person can scan, then site code
 *    so equal answers are stable.
 */

export function placementOf(site: StudySite, origin: LatLng | null): SitePlacement {
  if (site.isVirtual || origin === null) return { distance: null, tier: site.tier };
  const distance = distanceMiles(origin, site);
  const outOfRadius = site.radius !== undefined && distance > site.radius;
  return { distance, tier: outOfRadius ? 2 : site.tier };
}

function byTierThenDistance(a: SiteInfo, b: SiteInfo): number {
  if (a.tier !== b.tier) return a.tier - b.tier;
  const da = a.distance ?? Number.POSITIVE_INFINITY;
  const db = b.distance ?? Number.POSITIVE_INFINITY;
  if (da !== db) return da - db;
  return (
    a.siteState.localeCompare(b.siteState) ||
    a.siteCity.localeCompare(b.siteCity) ||
    a.siteName.localeCompare(b.siteName) ||
    a.siteCode.localeCompare(b.siteCode)
  );
}

/** The sites as SiteInfo, placed relative to `origin` and sorted. */
export function rankSites(sites: readonly StudySite[], origin: LatLng | null): SiteInfo[] {
  return sites.map((site) => siteInfoOf(site, placementOf(site, origin))).sort(byTierThenDistance);
}

/** The sites a search may offer: open (not closed) and running one of `protocols`. */
export function openSitesOf(sites: readonly StudySite[], protocols: readonly string[]): StudySite[] {
  const wanted = new Set(protocols);
  return sites.filter((site) => site.siteStatus !== 'Closed' && wanted.has(site.protocolInfo.protocol));
}
