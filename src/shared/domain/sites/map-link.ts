/*
 * Map links and the default map centre. Pure: the selected-site card, the offline map and the Google map all
 * use it.
 */

/** The map's default centre when there is nothing to show (lat 58.3, lng -134.43). */
export const DEFAULT_MAP_CENTRE = { latitude: 58.3, longitude: -134.43 } as const;

/** Zoom 10 on the success map, 4 on the study location map. */
export const SUCCESS_MAP_ZOOM = 10;
export const LOCATION_MAP_ZOOM = 4;

/**
 * A Google Maps search URL for a point (the documented "Maps URLs" form, which needs no key and
 * opens the app on phones). Coordinates are rounded to 6 decimals (about 10 cm).
 */
export function mapLinkOf(latitude: number, longitude: number): string {
  const point = `${latitude.toFixed(6)},${longitude.toFixed(6)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(point)}`;
}
