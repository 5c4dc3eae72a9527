/*
 * The offline map's projection: an equirectangular projection around the bounding box of the
 * points shown (the sites and the person), scaled to fit a viewport while keeping the aspect
 * ratio, so relative positions and the scale bar are meaningful. Pure, so it is tested alone.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Viewport {
  width: number;
  height: number;
  /** Empty border around the points, in viewport units. */
  padding: number;
}

export interface Projection {
  /** Viewport coordinates of a point (x right, y down). */
  project: (point: GeoPoint) => { x: number; y: number };
  /** Miles per viewport unit (horizontal, at the centre latitude). */
  milesPerUnit: number;
  centre: GeoPoint;
}

const MILES_PER_DEGREE = 69.17;
/** The smallest box drawn around several points (about a mile and a half). */
const MIN_SPAN_DEGREES = 0.02;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The smallest span (degrees of latitude) the map shows: a lone point is drawn at the zoom the
 * Google map would use (zoom 10 ≈ a city, zoom 4 ≈ a country).
 */
export function minimumSpanForZoom(zoom: number): number {
  const clamped = Math.min(20, Math.max(1, zoom));
  return 360 / 2 ** clamped;
}

function boundsOf(points: readonly GeoPoint[], fallback: GeoPoint) {
  const list = points.length > 0 ? points : [fallback];
  const lats = list.map((p) => p.latitude);
  const lngs = list.map((p) => p.longitude);
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lngs),
    east: Math.max(...lngs),
  };
}

/**
 * Fits `points` into `viewport`. With no point the map is centred on `fallback`. Longitudes are
 * shrunk by cos(centre latitude) so a mile is as long across as up and down.
 */
export function fitProjection(
  points: readonly GeoPoint[],
  viewport: Viewport,
  options: { zoom: number; fallback: GeoPoint },
): Projection {
  const box = boundsOf(points, options.fallback);
  const centre = { latitude: (box.south + box.north) / 2, longitude: (box.west + box.east) / 2 };
  const cosLat = Math.max(0.01, Math.cos(toRadians(centre.latitude)));
  // The zoom's span frames a lone point; several points are framed by their own box, so sites a
  // few miles apart are not drawn on top of each other at a country-wide scale.
  const minSpan = points.length >= 2 ? MIN_SPAN_DEGREES : minimumSpanForZoom(options.zoom);
  const spanX = Math.max((box.east - box.west) * cosLat, minSpan);
  const spanY = Math.max(box.north - box.south, minSpan);
  const innerWidth = Math.max(1, viewport.width - 2 * viewport.padding);
  const innerHeight = Math.max(1, viewport.height - 2 * viewport.padding);
  const unitsPerDegree = Math.min(innerWidth / spanX, innerHeight / spanY);
  const project = (point: GeoPoint) => ({
    x: viewport.width / 2 + (point.longitude - centre.longitude) * cosLat * unitsPerDegree,
    y: viewport.height / 2 - (point.latitude - centre.latitude) * unitsPerDegree,
  });
  return { project, milesPerUnit: MILES_PER_DEGREE / unitsPerDegree, centre };
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
