import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildUsBaseMap, serialiseUsBaseMap } from '../../../.config/us-base-map/us-base-map-builder';
import { US_PLANE_BOUNDS } from '../../../src/shared/domain/sites/map-projection';
import type { UsBaseMap } from '../../../src/components/map/us-base-map-types';

const ASSET = 'src/components/map/us-base-map.json';
const committed = readFileSync(ASSET, 'utf8');
const asset = JSON.parse(committed) as UsBaseMap;

describe('the offline map geography asset', () => {
  it('is what the generator builds from the geodata packages (npm run map:geography)', () => {
    expect(committed).toBe(serialiseUsBaseMap(buildUsBaseMap()));
  });

  it('stays compact: a few tens of KB gzipped', () => {
    expect(gzipSync(committed).length).toBeLessThan(30_000);
  });

  it('draws land for every state and territory, the borders between them and the inset frames', () => {
    // One closed ring per island or coast kept; the borders between states are joined into long lines.
    expect(asset.land.match(/z/g)?.length).toBeGreaterThan(50);
    expect(asset.borders.match(/M/g)?.length).toBeGreaterThan(40);
    // Alaska, Hawaii, Puerto Rico with the Virgin Islands, Guam with the Marianas, American Samoa.
    expect(asset.frames.match(/M/g)).toHaveLength(5);
  });

  it('fits inside the plane box the map zooms out to', () => {
    const [left, top, right, bottom] = asset.bounds;
    expect(left).toBeGreaterThanOrEqual(US_PLANE_BOUNDS.left);
    expect(top).toBeGreaterThanOrEqual(US_PLANE_BOUNDS.top);
    expect(right).toBeLessThanOrEqual(US_PLANE_BOUNDS.right);
    expect(bottom).toBeLessThanOrEqual(US_PLANE_BOUNDS.bottom);
  });

  it('names the main cities, the largest ones at every zoom', () => {
    const names = asset.cities.filter((city) => city[3] === 1).map((city) => city[0]);
    expect(names).toEqual(
      expect.arrayContaining(['New York', 'Chicago', 'Anchorage', 'Honolulu', 'San Juan']),
    );
    expect(asset.cities.length).toBeGreaterThan(80);
  });
});
