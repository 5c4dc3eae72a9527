import type { GeoLocation, GeoPoint, PlaceAddress } from './maps-adapter';

/**
 * The visitor's location for the contact form: the browser's position, then its address through the maps
 * adapter. Failures are returned as kinds so the form shows the spec's texts: 'Geolocation is not available
 * in this browser.', 'Geocoding request failed.', 'Error getting geolocation: ' plus the reason.
 */
export type GeolocationOutcome =
  | { ok: true; location: GeoLocation }
  | { ok: false; failure: 'unavailable' }
  | { ok: false; failure: 'geocoding-failed' }
  | { ok: false; failure: 'error'; reason: string };

export interface GeolocationDeps {
  /** navigator.geolocation, or undefined where the browser has none. */
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  reverseGeocode: (point: GeoPoint) => Promise<PlaceAddress | null>;
  /** How long the browser may take before giving up (ms). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

function currentPosition(
  geolocation: Pick<Geolocation, 'getCurrentPosition'>,
  timeoutMs: number,
): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message || `code ${error.code}`)),
      { timeout: timeoutMs, maximumAge: 600_000 },
    );
  });
}

export async function locateVisitor(deps: GeolocationDeps): Promise<GeolocationOutcome> {
  if (!deps.geolocation) return { ok: false, failure: 'unavailable' };
  let point: GeoPoint;
  try {
    point = await currentPosition(deps.geolocation, deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  } catch (error) {
    return { ok: false, failure: 'error', reason: error instanceof Error ? error.message : String(error) };
  }
  let place: PlaceAddress | null;
  try {
    place = await deps.reverseGeocode(point);
  } catch {
    place = null;
  }
  if (!place) return { ok: false, failure: 'geocoding-failed' };
  return {
    ok: true,
    location: { ...point, state: place.state, city: place.city, zipcode: place.zip },
  };
}

/** The browser's geolocation object, if any (a function so tests and SSR-free code can stub it). */
export function browserGeolocation(): Pick<Geolocation, 'getCurrentPosition'> | undefined {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;
}
