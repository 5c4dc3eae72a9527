/**
 * The maps adapter the contact form talks to (the address rules and the spec's "geocoding through a
 * maps service"): address autocomplete and reverse geocoding. The Google implementation
 * (google-maps-bridge.tsx) is used only with a browser key and a network; otherwise the form falls
 * back to the bundled zip table (zip-lookup.ts), so it still works offline.
 */

/** An address as the form fills it: street line, city, 2-letter state code, 5-digit zip. */
export interface PlaceAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** "Geolocation: latitude, longitude, state, city, zipcode". */
export interface GeoLocation {
  latitude: number;
  longitude: number;
  state: string;
  city: string;
  zipcode: string;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface MapsAdapter {
  /** The address of a point, or null when the service has none (or failed). */
  reverseGeocode(point: GeoPoint): Promise<PlaceAddress | null>;
  /**
   * Offers suggestions under `input`, limited to `countries` (ISO codes, lower case); calls
   * `onPlace` with the chosen address. Returns the function that detaches it.
   */
  attachAutocomplete(
    input: HTMLInputElement,
    countries: readonly string[],
    onPlace: (place: PlaceAddress) => void,
  ): () => void;
}

export type MapsBackend = 'google' | 'zip-table';

/** Google only with a key and a network; the bundled zip table otherwise. */
export function chooseMapsBackend(options: { apiKey: string | undefined; online: boolean }): MapsBackend {
  return options.apiKey && options.apiKey.trim() !== '' && options.online ? 'google' : 'zip-table';
}
