import type { SiteInfo } from '../../shared/contracts/site-info';
import { siteAddressOf, type DirectionsTarget } from '../../shared/domain/sites/directions';
import type { MapSite } from '../../components/map/site-map-types';

/** A location of the study location finder, from the site search's answer. */
export interface StudyLocation {
  siteID: string;
  name: string;
  latitude: number;
  longitude: number;
  protocol: string;
  indicationList: string[];
  showEnrollSoon: boolean;
  notYetEnroll: boolean;
  /** Not in the spec's study location section; shown under the name and used to draw the map. */
  address: string;
  city: string;
  state: string;
  /** For the directions link's address. */
  zipCode: string;
  country: string;
  distance: number | null;
  isVirtual: boolean;
}

export function locationOf(site: SiteInfo): StudyLocation {
  return {
    siteID: site.siteCode,
    name: site.siteName,
    latitude: site.latitude,
    longitude: site.longitude,
    protocol: site.protocolInfo.protocol,
    indicationList: site.protocolInfo.indication
      .split(/[,;|]/)
      .map((part) => part.trim())
      .filter((part) => part !== ''),
    showEnrollSoon: site.showEnrollSoon,
    notYetEnroll: site.notYetEnroll,
    address: site.siteAddress,
    city: site.siteCity,
    state: site.siteState,
    zipCode: site.siteZipCode,
    country: site.siteCountry,
    distance: site.distance,
    isVirtual: site.isVirtual,
  };
}

/** Where a location's directions link goes: its address, its coordinates as a fallback. */
export function directionsTargetOf(location: StudyLocation): DirectionsTarget {
  return {
    address: siteAddressOf({
      siteAddress: location.address,
      siteCity: location.city,
      siteState: location.state,
      siteZipCode: location.zipCode,
      siteCountry: location.country,
    }),
    latitude: location.latitude,
    longitude: location.longitude,
  };
}

/** A virtual site has no place to visit: it is listed but not drawn on the map. */
export function mapSitesOf(locations: readonly StudyLocation[]): MapSite[] {
  return locations
    .filter((location) => !location.isVirtual)
    .map((location) => ({
      id: location.siteID,
      name: location.name,
      latitude: location.latitude,
      longitude: location.longitude,
      distance: location.distance,
      detail: [location.city, location.state].filter(Boolean).join(', '),
    }));
}
