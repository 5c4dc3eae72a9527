/*
 * The offline map's projection: the United States as its own atlases draw it. An Albers
 * equal-area conic projection for the lower 48 states, with Alaska, Hawaii, Puerto Rico with the
 * Virgin Islands, Guam with the Northern Mariana Islands, and American Samoa each projected on
 * their own cone and moved into an inset near the lower 48 (Alaska shrunk), so the whole country
 * fits one screen. The base map's outlines are projected with this same code at build time, so a
 * site lands on the coastline drawn around it. Pure, so it is tested alone.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A point on the map's plane: x right, y down, in plane units (about 260 m in the lower 48). */
export interface PlanePoint {
  x: number;
  y: number;
}

/** Plane units per Earth radius: the lower 48 are about 17,000 units wide. */
export const PLANE_SCALE = 20_000;

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

interface Inset {
  name: string;
  contains: (latitude: number, longitude: number) => boolean;
  /** Central meridian and standard parallels of the cone. */
  meridian: number;
  parallels: [number, number];
  /** The point drawn at `offset`. */
  centre: GeoPoint;
  /** Size relative to the lower 48. */
  scale: number;
  /** Where the centre goes, in units of PLANE_SCALE. */
  offset: [number, number];
}

const inBox = (south: number, north: number, west: number, east: number) => (lat: number, lng: number) =>
  lat >= south && lat <= north && lng >= west && lng <= east;

const INSETS: readonly Inset[] = [
  {
    name: 'alaska',
    contains: (lat, lng) => lat >= 50 && (lng <= -129 || lng >= 170),
    meridian: -154,
    parallels: [55, 65],
    centre: { latitude: 58.5, longitude: -156 },
    scale: 0.35,
    offset: [-0.307, 0.201],
  },
  {
    name: 'hawaii',
    contains: inBox(18, 23, -161, -154),
    meridian: -157,
    parallels: [8, 18],
    centre: { latitude: 19.9, longitude: -160 },
    scale: 1,
    offset: [-0.205, 0.212],
  },
  {
    name: 'puerto-rico',
    contains: inBox(17, 19, -68, -64),
    meridian: -66,
    parallels: [8, 18],
    centre: { latitude: 18.2, longitude: -66 },
    scale: 1.5,
    offset: [0.36, 0.255],
  },
  {
    name: 'guam',
    contains: inBox(12, 21, 144, 147),
    meridian: 145.5,
    parallels: [8, 18],
    centre: { latitude: 16.8, longitude: 145.5 },
    scale: 0.7,
    offset: [-0.455, 0.015],
  },
  {
    name: 'american-samoa',
    contains: inBox(-15, -10, -172, -168),
    meridian: -170,
    parallels: [-18, -8],
    centre: { latitude: -14.25, longitude: -170 },
    scale: 1.5,
    offset: [-0.08, 0.255],
  },
];

const LOWER_48: Inset = {
  name: 'lower-48',
  contains: () => true,
  meridian: -96,
  parallels: [29.5, 45.5],
  centre: { latitude: 38.7, longitude: -96.6 },
  scale: 1,
  offset: [0, 0],
};

/** Albers equal-area conic on the unit sphere, y up. */
function conic(inset: Inset, latitude: number, longitude: number): [number, number] {
  const sin1 = Math.sin(toRadians(inset.parallels[0]));
  const n = (sin1 + Math.sin(toRadians(inset.parallels[1]))) / 2;
  const c = 1 + sin1 * (2 * n - sin1);
  const rho = Math.sqrt(Math.max(0, c - 2 * n * Math.sin(toRadians(latitude)))) / n;
  // Longitudes past the antimeridian (the western Aleutians) stay next to their neighbours.
  const lambda = ((((longitude - inset.meridian + 180) % 360) + 360) % 360) - 180;
  const theta = n * toRadians(lambda);
  return [rho * Math.sin(theta), -rho * Math.cos(theta)];
}

function projectIn(inset: Inset, point: GeoPoint): PlanePoint {
  const [x, y] = conic(inset, point.latitude, point.longitude);
  const [cx, cy] = conic(inset, inset.centre.latitude, inset.centre.longitude);
  const k = PLANE_SCALE * inset.scale;
  return {
    x: PLANE_SCALE * inset.offset[0] + (x - cx) * k,
    y: PLANE_SCALE * inset.offset[1] - (y - cy) * k,
  };
}

/** The inset that draws a point (the lower 48 for anything outside the others). */
export function insetOf(point: GeoPoint): string {
  return (INSETS.find((inset) => inset.contains(point.latitude, point.longitude)) ?? LOWER_48).name;
}

export function projectToPlane(point: GeoPoint): PlanePoint {
  const inset = INSETS.find((candidate) => candidate.contains(point.latitude, point.longitude)) ?? LOWER_48;
  return projectIn(inset, point);
}

/** Miles per plane unit around a point (insets are drawn at their own scale). */
export function milesPerPlaneUnitAt(point: GeoPoint): number {
  const step = 0.05;
  const north = { latitude: Math.min(89, point.latitude + step), longitude: point.longitude };
  const a = projectToPlane(point);
  const b = projectToPlane(north);
  const units = Math.hypot(b.x - a.x, b.y - a.y);
  const miles = toRadians(north.latitude - point.latitude) * EARTH_RADIUS_MILES;
  return units > 0 ? miles / units : 1;
}

/** The plane's box around everything the base map draws (all insets included). */
export const US_PLANE_BOUNDS = { left: -9400, top: -4600, right: 8000, bottom: 5500 };

/**
 * The smallest span (degrees of latitude) the map shows around a lone point: the zoom the Google
 * map would use (zoom 10 ≈ a city, zoom 4 ≈ a country).
 */
export function minimumSpanForZoom(zoom: number): number {
  const clamped = Math.min(20, Math.max(1, zoom));
  return 360 / 2 ** clamped;
}

const NICE_STEPS = [1, 2, 5];

/**
 * A scale bar: the largest "nice" distance (1, 2, 5 × 10^n miles) whose bar is at most
 * `maxUnits` long. Distances under a mile are shown in tenths.
 */
export function scaleBarOf(milesPerUnit: number, maxUnits: number): { miles: number; units: number } {
  const maxMiles = milesPerUnit * maxUnits;
  let best = 0.1;
  for (let exponent = -1; exponent <= 5; exponent += 1) {
    for (const step of NICE_STEPS) {
      const miles = step * 10 ** exponent;
      if (miles <= maxMiles) best = miles;
    }
  }
  const miles = Number(best.toPrecision(1));
  return { miles, units: miles / milesPerUnit };
}
