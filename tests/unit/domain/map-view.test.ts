import { distanceMiles } from '../../../src/shared/domain/sites/distance';
import { DEFAULT_MAP_CENTRE } from '../../../src/shared/domain/sites/map-link';
import { minimumSpanForZoom, projectToPlane } from '../../../src/shared/domain/sites/map-projection';
import {
  fitView,
  milesPerPixel,
  panBy,
  scaleLimits,
  toScreen,
  zoomAbout,
} from '../../../src/shared/domain/sites/map-view';

const size = { width: 600, height: 400 };
const insets = { top: 44, right: 52, bottom: 34, left: 26 };
const chicago = { latitude: 41.8925, longitude: -87.6262 };
const evanston = { latitude: 42.0451, longitude: -87.6877 };
const oakBrook = { latitude: 41.8397, longitude: -87.9535 };
const honolulu = { latitude: 21.31, longitude: -157.86 };
const screenOf = (view: ReturnType<typeof fitView>, point: { latitude: number; longitude: number }) =>
  toScreen(view, projectToPlane(point));

describe('fitView', () => {
  it('keeps every point inside the insets', () => {
    for (const points of [
      [chicago, evanston, oakBrook],
      [chicago, honolulu],
    ]) {
      const view = fitView(points, size, insets, { zoom: 4, fallback: DEFAULT_MAP_CENTRE });
      for (const point of points) {
        const { x, y } = screenOf(view, point);
        expect(x).toBeGreaterThanOrEqual(insets.left - 1e-6);
        expect(x).toBeLessThanOrEqual(size.width - insets.right + 1e-6);
        expect(y).toBeGreaterThanOrEqual(insets.top - 1e-6);
        expect(y).toBeLessThanOrEqual(size.height - insets.bottom + 1e-6);
      }
    }
  });

  it('frames sites a few miles apart by their own box, so they stay apart', () => {
    const view = fitView([chicago, evanston], size, insets, { zoom: 4, fallback: chicago });
    const a = screenOf(view, chicago);
    const b = screenOf(view, evanston);
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(250);
    // Drawn to scale: screen length × miles per pixel ≈ the real distance.
    const drawn = Math.hypot(a.x - b.x, a.y - b.y) * milesPerPixel(view, chicago);
    expect(
      Math.abs(drawn - distanceMiles(chicago, evanston)) / distanceMiles(chicago, evanston),
    ).toBeLessThan(0.03);
  });

  it('shows a lone point (or the default centre) at the zoom asked for, in the middle', () => {
    const inner = { x: (26 + 600 - 52) / 2, y: (44 + 400 - 34) / 2 };
    for (const [points, zoom] of [
      [[chicago], 4],
      [[], 10],
    ] as const) {
      const view = fitView(points, size, insets, { zoom, fallback: DEFAULT_MAP_CENTRE });
      const at = points[0] ?? DEFAULT_MAP_CENTRE;
      const centre = screenOf(view, at);
      expect(centre.x).toBeCloseTo(inner.x, 6);
      expect(centre.y).toBeCloseTo(inner.y, 6);
      // The smaller inner side (322 px) spans the zoom's degrees of latitude.
      const expectedMiles = minimumSpanForZoom(zoom) * 69.17;
      expect(milesPerPixel(view, at) * 322).toBeCloseTo(expectedMiles, -1);
    }
  });
});

describe('zoom and pan', () => {
  const view = fitView([chicago, evanston], size, insets, { zoom: 4, fallback: chicago });

  it('zooms about a point that stays put', () => {
    const anchor = screenOf(view, evanston);
    const zoomed = zoomAbout(view, 2, anchor, size);
    expect(zoomed.scale).toBeCloseTo(view.scale * 2, 9);
    const after = screenOf(zoomed, evanston);
    expect(after.x).toBeCloseTo(anchor.x, 6);
    expect(after.y).toBeCloseTo(anchor.y, 6);
  });

  it('stops at the whole country and at a neighbourhood', () => {
    const limits = scaleLimits(size);
    expect(zoomAbout(view, 1e6, { x: 0, y: 0 }, size).scale).toBe(limits.max);
    expect(zoomAbout(view, 1e-6, { x: 0, y: 0 }, size).scale).toBe(limits.min);
  });

  it('pans by screen pixels', () => {
    const before = screenOf(view, chicago);
    const after = screenOf(panBy(view, 30, -20), chicago);
    expect(after.x - before.x).toBeCloseTo(30, 9);
    expect(after.y - before.y).toBeCloseTo(-20, 9);
  });
});
