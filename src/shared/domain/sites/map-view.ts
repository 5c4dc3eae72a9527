import {
  milesPerPlaneUnitAt,
  minimumSpanForZoom,
  projectToPlane,
  US_PLANE_BOUNDS,
  type GeoPoint,
  type PlanePoint,
} from './map-projection';

/*
 * What part of the plane a map shows: screen = plane × scale + (x, y). Fitting, zooming about a
 * point and panning are pure functions of it, so pointer, wheel, pinch and keyboard all share
 * them and they are tested without a browser.
 */

export interface MapView {
  scale: number;
  x: number;
  y: number;
}

export interface ScreenSize {
  width: number;
  height: number;
}

/** Empty room kept at each edge when fitting (markers stand above their point). */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const MILES_PER_DEGREE = 69.17;
/** The closest view: about a mile and a half across the smaller side. */
const MIN_SPAN_MILES = 1.4;

export function toScreen(view: MapView, point: PlanePoint): PlanePoint {
  return { x: point.x * view.scale + view.x, y: point.y * view.scale + view.y };
}

/** The zoom limits: from the whole country to a neighbourhood. */
export function scaleLimits(size: ScreenSize): { min: number; max: number } {
  const width = US_PLANE_BOUNDS.right - US_PLANE_BOUNDS.left;
  const height = US_PLANE_BOUNDS.bottom - US_PLANE_BOUNDS.top;
  const min = Math.min(size.width / width, size.height / height) * 0.8;
  const closest = MIN_SPAN_MILES / milesPerPlaneUnitAt({ latitude: 39, longitude: -96 });
  return { min, max: Math.min(size.width, size.height) / closest };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view centred on a plane point at a scale (clamped to the limits). */
export function viewCentredOn(point: PlanePoint, scale: number, size: ScreenSize, insets: Insets): MapView {
  const limits = scaleLimits(size);
  const s = clamp(scale, limits.min, limits.max);
  const cx = insets.left + (size.width - insets.left - insets.right) / 2;
  const cy = insets.top + (size.height - insets.top - insets.bottom) / 2;
  return { scale: s, x: cx - point.x * s, y: cy - point.y * s };
}

/**
 * The view that shows every point inside the insets. A lone point (or none: `fallback`) is
 * shown at the Google zoom level asked for, so the success map opens on a city and the
 * location map on a region.
 */
export function fitView(
  points: readonly GeoPoint[],
  size: ScreenSize,
  insets: Insets,
  options: { zoom: number; fallback: GeoPoint },
): MapView {
  const list = points.length > 0 ? points : [options.fallback];
  const plane = list.map(projectToPlane);
  const left = Math.min(...plane.map((p) => p.x));
  const right = Math.max(...plane.map((p) => p.x));
  const top = Math.min(...plane.map((p) => p.y));
  const bottom = Math.max(...plane.map((p) => p.y));
  const innerWidth = Math.max(1, size.width - insets.left - insets.right);
  const innerHeight = Math.max(1, size.height - insets.top - insets.bottom);
  const milesPerUnit = milesPerPlaneUnitAt(list[0] as GeoPoint);
  const spanMiles = list.length >= 2 ? MIN_SPAN_MILES : minimumSpanForZoom(options.zoom) * MILES_PER_DEGREE;
  const minSpan = spanMiles / milesPerUnit;
  const scale = Math.min(
    innerWidth / Math.max(right - left, minSpan),
    innerHeight / Math.max(bottom - top, minSpan),
  );
  return viewCentredOn({ x: (left + right) / 2, y: (top + bottom) / 2 }, scale, size, insets);
}

/** Zooms by `factor` keeping the screen point `anchor` over the same place. */
export function zoomAbout(view: MapView, factor: number, anchor: PlanePoint, size: ScreenSize): MapView {
  const limits = scaleLimits(size);
  const scale = clamp(view.scale * factor, limits.min, limits.max);
  const ratio = scale / view.scale;
  return { scale, x: anchor.x - (anchor.x - view.x) * ratio, y: anchor.y - (anchor.y - view.y) * ratio };
}

export function panBy(view: MapView, dx: number, dy: number): MapView {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** Miles per screen pixel around a place (for the scale bar). */
export function milesPerPixel(view: MapView, around: GeoPoint): number {
  return milesPerPlaneUnitAt(around) / view.scale;
}
