import type { Language } from '../../content-model/language';
import { formatMiles } from '../locale-format';

/** Great-circle distances in miles, rounded to one decimal as the site lists show them. */

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(miles * 10) / 10;
}

/** The distance unit label defaults to mi. "12.3 mi" in the page's language; '' when unknown. */
export function formatDistance(miles: number | null, unit = 'mi', language: Language = 'en'): string {
  return miles === null ? '' : formatMiles(miles, unit, language);
}
