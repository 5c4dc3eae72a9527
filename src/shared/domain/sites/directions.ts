/*
 * "Directions" to a study site: a link that opens the phone's map app with the site as the
 * destination. Only the site's own address (or its coordinates) ever goes into the URL: the
 * person's place stays on the device, and the map app starts from where the phone is.
 */

/** Which map app a device opens: Android's (any app handling `geo:`), Apple Maps, or Google Maps. */
export type MapsPlatform = 'android' | 'apple' | 'other';

/** What a directions link points at: the postal address, and the coordinates as a fallback. */
export interface DirectionsTarget {
  address: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** The site fields an address is made of (SiteInfo has them all). */
export interface SiteAddressParts {
  siteAddress: string;
  siteCity: string;
  siteState: string;
  siteZipCode: string;
  siteCountry?: string;
}

/**
 * The platform from a user agent. iPadOS presents itself as a Mac, and Macs have Apple Maps too,
 * so both count as Apple; Android comes first because some Android browsers mention other systems.
 */
export function mapsPlatformOf(userAgent: string): MapsPlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent)) return 'apple';
  return 'other';
}

/** One line a map app can search: street, city, "state zip", country. */
export function siteAddressOf(site: SiteAddressParts): string {
  const stateZip = [site.siteState, site.siteZipCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [site.siteAddress, site.siteCity, stateZip, site.siteCountry ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function hasCoordinates(target: DirectionsTarget): target is DirectionsTarget & {
  latitude: number;
  longitude: number;
} {
  const { latitude, longitude } = target;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    // 0,0 is the "no coordinates" of imported data, never a study site.
    !(latitude === 0 && longitude === 0)
  );
}

/**
 * The directions URL for a platform; null when there is neither an address nor coordinates.
 * Android: `geo:0,0?q=<address>` (the intent every map app there handles); Apple:
 * `https://maps.apple.com/?daddr=…`; elsewhere Google Maps' documented directions URL.
 */
export function directionsUrlOf(target: DirectionsTarget, platform: MapsPlatform): string | null {
  const address = target.address.trim();
  let destination: string;
  if (address) destination = address;
  else if (hasCoordinates(target)) {
    destination = `${target.latitude.toFixed(6)},${target.longitude.toFixed(6)}`;
  } else return null;
  const query = encodeURIComponent(destination);
  switch (platform) {
    case 'android':
      return address ? `geo:0,0?q=${query}` : `geo:${destination}?q=${query}`;
    case 'apple':
      return `https://maps.apple.com/?daddr=${query}`;
    case 'other':
      return `https://www.google.com/maps/dir/?api=1&destination=${query}`;
  }
}
