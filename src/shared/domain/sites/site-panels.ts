/*
 * The site-selection panels: group one holds the tier-1 sites (best matches), group two the tier-2 sites
 * (other options), "all" every site. With no tier-1 site but tier-2 sites, all sites are shown. A panel shows
 * maxNumberOfSites (default 5) until "view more"; "view less" goes back to that many.
 */

export const DEFAULT_MAX_NUMBER_OF_SITES = 5;
export const SITE_PANELS = ['groupOne', 'groupTwo', 'all'] as const;
export type SitePanel = (typeof SITE_PANELS)[number];

export interface TieredSite {
  tier: 1 | 2;
}

export interface SiteGroups<T extends TieredSite> {
  groupOne: T[];
  groupTwo: T[];
  all: T[];
}

export function groupSites<T extends TieredSite>(sites: readonly T[]): SiteGroups<T> {
  return {
    groupOne: sites.filter((site) => site.tier === 1),
    groupTwo: sites.filter((site) => site.tier === 2),
    all: [...sites],
  };
}

/** The panel a fresh list opens on: best matches when there are any, else every site. */
export function initialPanel(sites: readonly TieredSite[]): SitePanel {
  return sites.some((site) => site.tier === 1) ? 'groupOne' : 'all';
}

/** A content value for maxNumberOfSites: a positive whole number, else the default 5. */
export function maxSitesOf(configured: number | null | undefined): number {
  return typeof configured === 'number' && Number.isInteger(configured) && configured > 0
    ? configured
    : DEFAULT_MAX_NUMBER_OF_SITES;
}

export interface PanelView<T extends TieredSite> {
  /** The sites the panel lists now. */
  visible: T[];
  /** How many the panel holds in all. */
  total: number;
  canViewMore: boolean;
  canViewLess: boolean;
  /** The 'show other options' banner: group one is shown and group two has sites. */
  showOtherOptions: boolean;
  /** Group two is shown: a way back to the best matches is offered. */
  showBestMatches: boolean;
}

export function panelView<T extends TieredSite>(
  sites: readonly T[],
  panel: SitePanel,
  expanded: boolean,
  maxNumberOfSites?: number | null,
): PanelView<T> {
  const groups = groupSites(sites);
  const max = maxSitesOf(maxNumberOfSites);
  // A panel asked for but empty (e.g. group one after a search found only tier 2) shows all.
  const effective: SitePanel = groups[panel].length === 0 ? 'all' : panel;
  const list = groups[effective];
  const overflow = list.length > max;
  return {
    visible: expanded || !overflow ? list : list.slice(0, max),
    total: list.length,
    canViewMore: overflow && !expanded,
    canViewLess: overflow && expanded,
    showOtherOptions: effective === 'groupOne' && groups.groupTwo.length > 0,
    showBestMatches: effective === 'groupTwo' && groups.groupOne.length > 0,
  };
}
