import type { GeoPoint } from '../../../../lib/maps/maps-adapter';

/**
 * "geocoded restricted to the US and must resolve to a postal code, otherwise latitude and longitude are
 * null". Runs once the Maps script is loaded (the maps bridge); any failure gives null (the server geocodes
 * the zip again from its own table).
 */
export async function geocodeUsZip(zip: string): Promise<GeoPoint | null> {
  try {
    const answer = await new google.maps.Geocoder().geocode({
      componentRestrictions: { country: 'US', postalCode: zip },
    });
    const postal = answer.results.find((result) => result.types.includes('postal_code'));
    if (!postal) return null;
    return { latitude: postal.geometry.location.lat(), longitude: postal.geometry.location.lng() };
  } catch {
    return null;
  }
}
