import { distanceMiles } from '../../../src/shared/domain/sites/distance';
import { DEFAULT_MAP_CENTRE, mapLinkOf } from '../../../src/shared/domain/sites/map-link';
import {
  insetOf,
  milesPerPlaneUnitAt,
  minimumSpanForZoom,
  projectToPlane,
  scaleBarOf,
  US_PLANE_BOUNDS,
} from '../../../src/shared/domain/sites/map-projection';

const chicago = { latitude: 41.8925, longitude: -87.6262 };
const evanston = { latitude: 42.0451, longitude: -87.6877 };
const oakBrook = { latitude: 41.8397, longitude: -87.9535 };

describe('mapLinkOf', () => {
  it.each([
    [41.8925, -87.6262, 'https://www.google.com/maps/search/?api=1&query=41.892500%2C-87.626200'],
    [0, 0, 'https://www.google.com/maps/search/?api=1&query=0.000000%2C0.000000'],
    [58.3, -134.43, 'https://www.google.com/maps/search/?api=1&query=58.300000%2C-134.430000'],
  ])('(%p, %p) → %s', (lat, lng, url) => {
    expect(mapLinkOf(lat, lng)).toBe(url);
  });

  it('keeps the spec default centre', () => {
    expect(DEFAULT_MAP_CENTRE).toEqual({ latitude: 58.3, longitude: -134.43 });
  });
});

describe('projectToPlane: the composite United States projection', () => {
  const places = {
    seattle: { latitude: 47.6, longitude: -122.33 },
    miami: { latitude: 25.77, longitude: -80.19 },
    boston: { latitude: 42.36, longitude: -71.06 },
    sanDiego: { latitude: 32.72, longitude: -117.16 },
    juneau: { latitude: 58.3, longitude: -134.43 },
    anchorage: { latitude: 61.22, longitude: -149.9 },
    honolulu: { latitude: 21.31, longitude: -157.86 },
    sanJuan: { latitude: 18.4, longitude: -66.06 },
    hagatna: { latitude: 13.47, longitude: 144.74 },
    pagoPago: { latitude: -14.27, longitude: -170.7 },
    attu: { latitude: 52.9, longitude: 173.2 },
  };
  const p = (place: keyof typeof places) => projectToPlane(places[place]);

  it('puts north up and east right in the lower 48', () => {
    expect(p('seattle').x).toBeLessThan(p('boston').x);
    expect(p('seattle').y).toBeLessThan(p('sanDiego').y);
    expect(p('boston').y).toBeLessThan(p('miami').y);
  });

  it('draws Alaska, Hawaii and the territories inside the map, in their insets', () => {
    expect(insetOf(places.juneau)).toBe('alaska');
    expect(insetOf(places.attu)).toBe('alaska');
    expect(insetOf(places.honolulu)).toBe('hawaii');
    expect(insetOf(places.sanJuan)).toBe('puerto-rico');
    expect(insetOf(places.hagatna)).toBe('guam');
    expect(insetOf(places.pagoPago)).toBe('american-samoa');
    expect(insetOf(places.boston)).toBe('lower-48');
    for (const place of Object.keys(places) as (keyof typeof places)[]) {
      const { x, y } = p(place);
      expect(x).toBeGreaterThan(US_PLANE_BOUNDS.left);
      expect(x).toBeLessThan(US_PLANE_BOUNDS.right);
      expect(y).toBeGreaterThan(US_PLANE_BOUNDS.top);
      expect(y).toBeLessThan(US_PLANE_BOUNDS.bottom);
    }
    // The insets sit below and beside the lower 48, not on top of them.
    expect(p('anchorage').y).toBeGreaterThan(p('seattle').y);
    expect(p('sanJuan').x).toBeGreaterThan(p('miami').x);
    // The western Aleutians (east of the antimeridian) stay beside the rest of Alaska.
    expect(Math.abs(p('attu').x - p('anchorage').x)).toBeLessThan(3000);
  });

  it('keeps distances true: plane length × miles per unit ≈ great-circle miles', () => {
    for (const [a, b] of [
      [chicago, evanston],
      [chicago, oakBrook],
      [places.juneau, { latitude: 58.4, longitude: -134.6 }],
      [places.sanJuan, { latitude: 18.2, longitude: -66.5 }],
    ] as const) {
      const pa = projectToPlane(a);
      const pb = projectToPlane(b);
      const drawn = Math.hypot(pa.x - pb.x, pa.y - pb.y) * milesPerPlaneUnitAt(a);
      expect(Math.abs(drawn - distanceMiles(a, b)) / distanceMiles(a, b)).toBeLessThan(0.03);
    }
    // Alaska is drawn smaller: a mile there is fewer plane units.
    expect(milesPerPlaneUnitAt(places.juneau)).toBeGreaterThan(2 * milesPerPlaneUnitAt(chicago));
  });
});

describe('minimumSpanForZoom', () => {
  it.each([
    [4, 22.5],
    [10, 360 / 1024],
    [0, 180],
    [30, 360 / 2 ** 20],
  ])('zoom %p → %p degrees', (zoom, span) => {
    expect(minimumSpanForZoom(zoom)).toBeCloseTo(span, 10);
  });
});

describe('scaleBarOf', () => {
  it.each([
    // milesPerUnit, maxUnits, miles, units
    [0.1, 150, 10, 100],
    [1, 150, 100, 100],
    [0.05, 150, 5, 100],
    [3, 100, 200, 200 / 3],
    [0.001, 150, 0.1, 100],
  ])('%p mi/unit within %p units → %p mi', (milesPerUnit, maxUnits, miles, units) => {
    const bar = scaleBarOf(milesPerUnit, maxUnits);
    expect(bar.miles).toBe(miles);
    expect(bar.units).toBeCloseTo(units, 6);
  });
});
