import { clusterItems } from '../../../src/shared/domain/sites/map-clusters';
import { labelWidth, overlaps, placeLabels, type Box } from '../../../src/shared/domain/sites/map-labels';

describe('clusterItems', () => {
  it('gathers items closer than the radius, on the first (most relevant) of them', () => {
    const clusters = clusterItems(
      [
        { id: 'a', x: 100, y: 100 },
        { id: 'b', x: 110, y: 105 },
        { id: 'c', x: 300, y: 100 },
        { id: 'd', x: 100, y: 100 },
      ],
      30,
    );
    expect(clusters).toEqual([
      { ids: ['a', 'b', 'd'], x: 100, y: 100 },
      { ids: ['c'], x: 300, y: 100 },
    ]);
  });

  it('keeps the selected item on its own, and counts every item exactly once', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, x: 100 + (i % 3), y: 100 }));
    const clusters = clusterItems(items, 30, new Set(['s4']));
    expect(clusters.find((c) => c.ids.includes('s4'))?.ids).toEqual(['s4']);
    expect(clusters.flatMap((c) => c.ids).sort()).toEqual(items.map((i) => i.id).sort());
    expect(clusters).toHaveLength(2);
  });
});

describe('placeLabels', () => {
  const bounds = { x: 0, y: 0, width: 400, height: 300 };
  const marker = (x: number, y: number): Box => ({ x, y, width: 32, height: 36 });

  it('puts a label right of its marker, then left, below or above when that is taken', () => {
    const a = marker(100, 100);
    const b = marker(140, 100); // right of a is taken by b
    const placed = placeLabels(
      [
        { id: 'a', around: a, width: 40, height: 18 },
        { id: 'b', around: b, width: 40, height: 18 },
      ],
      [a, b],
      bounds,
    );
    expect(placed.get('a')?.x).toBeLessThan(100); // left
    expect(placed.get('b')?.x).toBeGreaterThan(172); // right
  });

  it('never overlaps another label, a marker or the edge, and drops what does not fit', () => {
    const markers = Array.from({ length: 30 }, (_, i) =>
      marker(20 + (i % 6) * 50, 20 + Math.floor(i / 6) * 50),
    );
    const requests = markers.map((around, i) => ({
      id: `m${i}`,
      around,
      width: labelWidth('12.3 mi', 12),
      height: 18,
    }));
    const placed = [...placeLabels(requests, markers, bounds).values()];
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(requests.length);
    for (const [i, box] of placed.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(300);
      expect(placed.some((other, j) => j !== i && overlaps(box, other))).toBe(false);
      expect(markers.some((m) => overlaps(box, m))).toBe(false);
    }
  });

  it('places by priority: the first request gets the contested spot', () => {
    const shared = marker(100, 100);
    const placed = placeLabels(
      [
        { id: 'selected', around: shared, width: 60, height: 18 },
        { id: 'other', around: shared, width: 60, height: 18 },
      ],
      [],
      { x: 100, y: 80, width: 100, height: 80 },
    );
    expect(placed.has('selected')).toBe(true);
    expect(placed.has('other')).toBe(false);
  });

  it('skips a city whose dot is already covered', () => {
    const label: Box = { x: 90, y: 90, width: 60, height: 20 };
    const placed = placeLabels(
      [
        {
          id: 'city',
          around: { x: 100, y: 95, width: 6, height: 6 },
          width: 30,
          height: 16,
          needsFreeAnchor: true,
        },
      ],
      [label],
      bounds,
    );
    expect(placed.size).toBe(0);
  });
});
