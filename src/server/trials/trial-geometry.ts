/*
 * Distances on the Earth as a sphere. The index stores each location as a point on the unit
 * sphere (x, y, z): the straight-line (chord) distance between two points only grows with the
 * great-circle distance, so SQL can order by the cheap squared chord and convert the few answers
 * it returns: great-circle = 2·R·asin(chord / 2), the haversine distance exactly.
 */

/** The mean Earth radius in miles (the haversine radius of the spec's distances). */
export const EARTH_RADIUS_MILES = 3958.8;

export interface UnitPoint {
  x: number;
  y: number;
  z: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function unitPoint(latitude: number, longitude: number): UnitPoint {
  const lat = toRadians(latitude);
  const lon = toRadians(longitude);
  return { x: Math.cos(lat) * Math.cos(lon), y: Math.cos(lat) * Math.sin(lon), z: Math.sin(lat) };
}

/** Miles along the surface for a squared chord of the unit sphere. */
export function milesFromSquaredChord(squaredChord: number): number {
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(Math.max(0, squaredChord)) / 2));
}

/** The squared unit-sphere chord of an arc of r miles. */
export const squaredChordOf = (miles: number) => (2 * Math.sin(miles / (2 * EARTH_RADIUS_MILES))) ** 2;
