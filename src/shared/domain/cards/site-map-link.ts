import { mapLinkOf } from '../sites/map-link';

export interface SiteAddress {
  siteName: string;
  siteAddress?: string;
  siteCity?: string;
  siteState?: string;
  siteZipCode?: string;
  siteCountry?: string;
  siteLatitude?: number;
  siteLongitude?: number;
}

/** The site's address lines: street, then "City, ST 12345", then the country; blanks left out. */
export function siteAddressLines(site: SiteAddress): string[] {
  const region = [site.siteState, site.siteZipCode].filter((part) => part && part.trim()).join(' ');
  const cityLine = [site.siteCity, region].filter((part) => part && part.trim()).join(', ');
  return [site.siteAddress ?? '', cityLine, site.siteCountry ?? '']
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** A map link for the site: its coordinates when known, otherwise a search for its address. */
export function siteMapLink(site: SiteAddress): string {
  if (typeof site.siteLatitude === 'number' && typeof site.siteLongitude === 'number') {
    return mapLinkOf(site.siteLatitude, site.siteLongitude);
  }
  const query = [site.siteName, ...siteAddressLines(site)].join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
