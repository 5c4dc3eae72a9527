import { clusterItems } from '../../shared/domain/sites/map-clusters';
import {
  labelWidth,
  overlaps,
  placeLabels,
  type Box,
  type LabelRequest,
} from '../../shared/domain/sites/map-labels';
import { projectToPlane, type PlanePoint } from '../../shared/domain/sites/map-projection';
import { scaleLimits, toScreen, type MapView, type ScreenSize } from '../../shared/domain/sites/map-view';
import type { MapSite } from './site-map-types';
import type { UsBaseMap } from './us-base-map-types';

/*
 * What the offline map draws for a view, and where: single markers and clusters, the person,
 * the labels that fit and the city names. Pure, so overlaps and counts are tested without a
 * browser; the component only renders the boxes given here.
 */

/** Boxes of the drawn things, around their point (a pin stands on it, the others are centred). */
export const PIN = { width: 32, height: 36 };
export const CLUSTER_SIZE = 36;
export const ORIGIN_SIZE = 22;
export const CITY_DOT = 6;
const CLUSTER_RADIUS = 34;
const SITE_FONT = 12;
const CITY_FONT = 11;
const LABEL_HEIGHT = 18;
const CITY_LABEL_HEIGHT = 16;
const SHORT_NAME = 18;
/** The controls (top right) and the scale bar (bottom left) are kept free of labels. */
export const CONTROLS_BOX = { width: 48, height: 124 };
export const SCALE_BOX = { width: 130, height: 36 };

export type MapMarker =
  | { kind: 'site'; site: MapSite; x: number; y: number; box: Box }
  | { kind: 'cluster'; sites: MapSite[]; x: number; y: number; box: Box };

export interface MapLabel {
  id: string;
  text: string;
  kind: 'site' | 'origin' | 'city';
  box: Box;
  /** Where a city is (its dot). */
  point?: PlanePoint;
}

export interface MapLayout {
  markers: MapMarker[];
  origin: { x: number; y: number; box: Box } | null;
  labels: MapLabel[];
}

export interface LayoutInput {
  sites: readonly MapSite[];
  origin: { latitude: number; longitude: number } | null;
  originLabel: string;
  selectedId: string | null;
  view: MapView;
  size: ScreenSize;
  base: UsBaseMap | null;
  /** A site's short label: its distance, else its short name. */
  siteLabel: (site: MapSite) => string;
}

const pinBox = (p: PlanePoint): Box => ({ x: p.x - PIN.width / 2, y: p.y - PIN.height, ...PIN });
const centredBox = (p: PlanePoint, size: number): Box => ({
  x: p.x - size / 2,
  y: p.y - size / 2,
  width: size,
  height: size,
});

export function shortName(name: string): string {
  return name.length <= SHORT_NAME ? name : `${name.slice(0, SHORT_NAME - 1).trimEnd()}…`;
}

/** Sites nearest first (unknown distances last), keeping the input order among equals. */
function byPriority(sites: readonly MapSite[]): MapSite[] {
  return [...sites].sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
}

function markersOf(input: LayoutInput): MapMarker[] {
  const ordered = byPriority(input.sites);
  const byId = new Map(ordered.map((site) => [site.id, site]));
  const items = ordered.map((site) => ({ id: site.id, ...toScreen(input.view, projectToPlane(site)) }));
  const alone = new Set(input.selectedId ? [input.selectedId] : []);
  const clusters = clusterItems(items, CLUSTER_RADIUS, alone);
  const markers = clusters.map((cluster): MapMarker => {
    const members = cluster.ids.map((id) => byId.get(id) as MapSite);
    const point = { x: cluster.x, y: cluster.y };
    return members.length === 1
      ? { kind: 'site', site: members[0] as MapSite, ...point, box: pinBox(point) }
      : { kind: 'cluster', sites: members, ...point, box: centredBox(point, CLUSTER_SIZE) };
  });
  // Markers moved out of sight are not drawn: no invisible button to tab to.
  const view = { x: 0, y: 0, ...input.size };
  const seen = markers.filter((marker) => overlaps(marker.box, view));
  // The selected marker is drawn last, so it is on top of any neighbour.
  return [
    ...seen.filter((m) => m.kind !== 'site' || m.site.id !== input.selectedId),
    ...seen.filter((m) => m.kind === 'site' && m.site.id === input.selectedId),
  ];
}

/** Cities named at this zoom: rank 1 always, rank 2 and 3 as the map closes in. */
function visibleRank(view: MapView, size: ScreenSize): number {
  const zoomed = view.scale / scaleLimits(size).min;
  return zoomed >= 5 ? 3 : zoomed >= 2 ? 2 : 1;
}

function cityRequests(input: LayoutInput): (LabelRequest & { text: string; point: PlanePoint })[] {
  if (!input.base) return [];
  const rank = visibleRank(input.view, input.size);
  return input.base.cities
    .filter((city) => city[3] <= rank)
    .sort((a, b) => a[3] - b[3])
    .map(([name, x, y]) => {
      const point = toScreen(input.view, { x, y });
      return {
        id: `city:${name}:${x}`,
        text: name,
        point,
        around: centredBox(point, CITY_DOT),
        needsFreeAnchor: true,
        width: labelWidth(name, CITY_FONT),
        height: CITY_LABEL_HEIGHT,
      };
    })
    .filter((request) => request.point.x >= 0 && request.point.x <= input.size.width)
    .filter((request) => request.point.y >= 0 && request.point.y <= input.size.height);
}

export function layoutOfflineMap(input: LayoutInput): MapLayout {
  const { size } = input;
  const markers = markersOf(input);
  const originPoint = input.origin ? toScreen(input.view, projectToPlane(input.origin)) : null;
  const origin = originPoint ? { ...originPoint, box: centredBox(originPoint, ORIGIN_SIZE) } : null;
  const controls: Box = { x: size.width - CONTROLS_BOX.width, y: 0, ...CONTROLS_BOX };
  const scale: Box = { x: 0, y: size.height - SCALE_BOX.height, ...SCALE_BOX };
  const obstacles = [...markers.map((m) => m.box), ...(origin ? [origin.box] : []), controls, scale];

  const texts = new Map<string, { text: string; kind: MapLabel['kind']; point?: PlanePoint }>();
  const requests: LabelRequest[] = [];
  const addSite = (marker: MapMarker) => {
    if (marker.kind !== 'site') return;
    const text = input.siteLabel(marker.site);
    if (!text) return;
    texts.set(marker.site.id, { text, kind: 'site' });
    requests.push({
      id: marker.site.id,
      around: marker.box,
      width: labelWidth(text, SITE_FONT),
      height: LABEL_HEIGHT,
    });
  };
  const selected = markers.find((m) => m.kind === 'site' && m.site.id === input.selectedId);
  if (selected) addSite(selected);
  if (origin) {
    texts.set('origin', { text: input.originLabel, kind: 'origin' });
    requests.push({
      id: 'origin',
      around: origin.box,
      width: labelWidth(input.originLabel, SITE_FONT),
      height: LABEL_HEIGHT,
    });
  }
  markers.filter((m) => m !== selected).forEach(addSite);
  for (const city of cityRequests(input)) {
    texts.set(city.id, { text: city.text, kind: 'city', point: city.point });
    requests.push(city);
  }
  const placed = placeLabels(requests, obstacles, { x: 0, y: 0, ...size });
  const labels = [...placed].map(([id, box]) => ({
    id,
    box,
    ...(texts.get(id) as Omit<MapLabel, 'id' | 'box'>),
  }));
  return { markers, origin, labels };
}
