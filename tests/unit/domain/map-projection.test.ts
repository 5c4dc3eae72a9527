import { distanceMiles } from '../../../src/shared/domain/sites/distance';
import { DEFAULT_MAP_CENTRE, mapLinkOf } from '../../../src/shared/domain/sites/map-link';
import {
  fitProjection,
  minimumSpanForZoom,
  scaleBarOf,
} from '../../../src/shared/domain/sites/map-projection';

const viewport = { width: 600, height: 400, padding: 20 };
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

describe('fitProjection', () => {
  it('keeps every point inside the padded viewport', () => {
    const projection = fitProjection([chicago, evanston, oakBrook], viewport, {
      zoom: 4,
      fallback: DEFAULT_MAP_CENTRE,
    });
    for (const point of [chicago, evanston, oakBrook]) {
      const { x, y } = projection.project(point);
      expect(x).toBeGreaterThanOrEqual(viewport.padding - 1e-9);
      expect(x).toBeLessThanOrEqual(viewport.width - viewport.padding + 1e-9);
      expect(y).toBeGreaterThanOrEqual(viewport.padding - 1e-9);
      expect(y).toBeLessThanOrEqual(viewport.height - viewport.padding + 1e-9);
    }
  });

  it('puts north up and east right', () => {
    const projection = fitProjection([chicago, evanston, oakBrook], viewport, {
      zoom: 10,
      fallback: DEFAULT_MAP_CENTRE,
    });
    expect(projection.project(evanston).y).toBeLessThan(projection.project(chicago).y);
    expect(projection.project(chicago).x).toBeGreaterThan(projection.project(oakBrook).x);
  });

  it('draws distances to scale: viewport length × milesPerUnit ≈ great-circle miles', () => {
    const projection = fitProjection([chicago, evanston, oakBrook], viewport, {
      zoom: 10,
      fallback: DEFAULT_MAP_CENTRE,
    });
    for (const [a, b] of [
      [chicago, evanston],
      [chicago, oakBrook],
    ] as const) {
      const pa = projection.project(a);
      const pb = projection.project(b);
      const drawn = Math.hypot(pa.x - pb.x, pa.y - pb.y) * projection.milesPerUnit;
      expect(Math.abs(drawn - distanceMiles(a, b)) / distanceMiles(a, b)).toBeLessThan(0.03);
    }
  });

  it('centres a lone point and shows the zoom span around it', () => {
    const projection = fitProjection([chicago], viewport, { zoom: 10, fallback: DEFAULT_MAP_CENTRE });
    expect(projection.project(chicago)).toEqual({ x: 300, y: 200 });
    // the 360 px high inner area spans 360 / 2^10 degrees of latitude
    expect(projection.milesPerUnit).toBeCloseTo((69.17 * minimumSpanForZoom(10)) / 360, 6);
  });

  it('centres on the fallback when there is nothing to show', () => {
    const projection = fitProjection([], viewport, { zoom: 4, fallback: DEFAULT_MAP_CENTRE });
    expect(projection.centre).toEqual(DEFAULT_MAP_CENTRE);
    expect(projection.project(DEFAULT_MAP_CENTRE)).toEqual({ x: 300, y: 200 });
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

describe('fitProjection with several points close together', () => {
  it('frames their own box, not the zoom span, so nearby sites stay apart', () => {
    const lakeside = { latitude: 41.8925, longitude: -87.6194 };
    const evanston = { latitude: 42.0451, longitude: -87.6877 };
    const projection = fitProjection(
      [lakeside, evanston],
      { width: 300, height: 300, padding: 20 },
      {
        zoom: 4,
        fallback: lakeside,
      },
    );
    const a = projection.project(lakeside);
    const b = projection.project(evanston);
    // About 11 miles apart, drawn more than 200 units apart on a 300-unit map.
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(200);
    expect(projection.milesPerUnit).toBeLessThan(0.1);
  });
});
