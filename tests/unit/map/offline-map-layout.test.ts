import { readFileSync } from 'node:fs';
import { layoutOfflineMap, shortName } from '../../../src/components/map/offline-map-layout';
import type { MapSite } from '../../../src/components/map/site-map-types';
import type { UsBaseMap } from '../../../src/components/map/us-base-map-types';
import { overlaps } from '../../../src/shared/domain/sites/map-labels';
import { fitView } from '../../../src/shared/domain/sites/map-view';

const base = JSON.parse(readFileSync('src/components/map/us-base-map.json', 'utf8')) as UsBaseMap;
const size = { width: 390, height: 400 };
const insets = { top: 44, right: 52, bottom: 34, left: 26 };
const crowd: MapSite[] = Array.from({ length: 40 }, (_, i) => ({
  id: `s${i}`,
  name: `Research Site Number ${i}`,
  latitude: 41.88 + Math.sin(i * 2.4) * 0.004 * i,
  longitude: -87.7 + Math.cos(i * 2.4) * 0.005 * i,
  distance: i / 3,
}));
const origin = { latitude: 42.12, longitude: -87.75 }; // north of the crowd

function layout(selectedId: string | null, zoomIn = 1) {
  const view = fitView([...crowd, origin], size, insets, { zoom: 10, fallback: origin });
  return layoutOfflineMap({
    sites: crowd,
    origin,
    originLabel: 'Your location',
    selectedId,
    view: { ...view, scale: view.scale * zoomIn },
    size,
    base,
    siteLabel: (site) => `${site.distance?.toFixed(1)} mi`,
  });
}

describe('layoutOfflineMap', () => {
  it('counts every site once, in single markers and clusters', () => {
    const { markers } = layout('s7');
    const counted = markers.reduce((sum, m) => sum + (m.kind === 'site' ? 1 : m.sites.length), 0);
    expect(counted).toBe(40);
    expect(markers.some((m) => m.kind === 'cluster')).toBe(true);
    // The selected marker is single and drawn last (on top).
    expect(markers.at(-1)).toMatchObject({ kind: 'site', site: { id: 's7' } });
  });

  it('places labels that overlap nothing and stay inside, the selected and the person first', () => {
    // The outermost site: the crowd leaves room beside it.
    const { markers, labels, origin: me } = layout('s39');
    const boxes = [...markers.map((m) => m.box), ...(me ? [me.box] : [])];
    for (const [i, label] of labels.entries()) {
      expect(labels.some((other, j) => j !== i && overlaps(label.box, other.box))).toBe(false);
      expect(boxes.some((box) => overlaps(label.box, box))).toBe(false);
      expect(label.box.x).toBeGreaterThanOrEqual(0);
      expect(label.box.x + label.box.width).toBeLessThanOrEqual(size.width);
    }
    expect(labels[0]?.id).toBe('s39');
    expect(labels[1]?.id).toBe('origin');
  });

  it('names cities where there is room: the largest when the country is shown', () => {
    const country = fitView(
      [
        { latitude: 47.6, longitude: -122.3 },
        { latitude: 25.8, longitude: -80.2 },
      ],
      { width: 1000, height: 600 },
      insets,
      { zoom: 4, fallback: origin },
    );
    const { labels } = layoutOfflineMap({
      sites: [],
      origin: null,
      originLabel: '',
      selectedId: null,
      view: country,
      size: { width: 1000, height: 600 },
      base,
      siteLabel: () => '',
    });
    const names = labels.filter((l) => l.kind === 'city').map((l) => l.text);
    expect(names).toEqual(expect.arrayContaining(['Chicago', 'Denver', 'Atlanta']));
    expect(names).not.toContain('Pierre');
  });

  it('shortens long names for labels', () => {
    expect(shortName('Lakeside Neurology Research Center')).toBe('Lakeside Neurolog…');
    expect(shortName('Short Clinic')).toBe('Short Clinic');
  });
});
