import { feature, mesh } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import type { MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import zipcodes from 'zipcodes';
import states from 'us-atlas/states-10m.json' with { type: 'json' };
import { insetOf, projectToPlane, type PlanePoint } from '../../src/shared/domain/sites/map-projection';
import type { UsBaseMap } from '../../src/components/map/us-base-map-types';
import { MAIN_CITIES } from './main-cities';

/*
 * The offline map's geography, built from public geodata: the us-atlas states topology (Natural
 * Earth 1:10m via the Census Bureau) projected with the map's own projection, simplified, rounded
 * to whole plane units and written as SVG path data, plus the main cities placed from the
 * `zipcodes` table. Shared borders are simplified once, so neighbouring states still meet.
 */

/** Douglas–Peucker tolerance in plane units (about 260 m): finer than the source data, which is 1:10m. */
const TOLERANCE = 1;
/** Islands smaller than this (square plane units, about 25 km²) are left out. */
const MIN_ISLAND_AREA = 400;
const FRAME_MARGIN = 90;

type Box = [number, number, number, number];

function simplify(points: PlanePoint[], tolerance: number): PlanePoint[] {
  if (points.length <= 2) return points;
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    const a = points[first] as PlanePoint;
    const b = points[last] as PlanePoint;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = first + 1; i < last; i += 1) {
      const p = points[i] as PlanePoint;
      const distance =
        length === 0
          ? Math.hypot(p.x - a.x, p.y - a.y)
          : Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / length;
      if (distance > worstDistance) {
        worst = i;
        worstDistance = distance;
      }
    }
    if (worst > 0) {
      keep[worst] = true;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** The topology with its arcs decoded, projected onto the plane and simplified; and the insets' boxes. */
function projectedTopology(source: Topology): { topology: Topology; insetBoxes: Map<string, Box> } {
  const [sx, sy] = source.transform?.scale ?? [1, 1];
  const [tx, ty] = source.transform?.translate ?? [0, 0];
  const insetBoxes = new Map<string, Box>();
  const arcs = source.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    const points = arc.map(([dx, dy]) => {
      x += dx ?? 0;
      y += dy ?? 0;
      const geo = { longitude: x * sx + tx, latitude: y * sy + ty };
      const p = projectToPlane(geo);
      const inset = insetOf(geo);
      const box = insetBoxes.get(inset) ?? [p.x, p.y, p.x, p.y];
      insetBoxes.set(inset, [
        Math.min(box[0], p.x),
        Math.min(box[1], p.y),
        Math.max(box[2], p.x),
        Math.max(box[3], p.y),
      ]);
      return p;
    });
    return simplify(points, TOLERANCE).map((p) => [Math.round(p.x), Math.round(p.y)]);
  });
  const topology = { ...source, arcs } as Topology;
  delete topology.transform;
  return { topology, insetBoxes };
}

function ringArea(ring: Position[]): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [x1 = 0, y1 = 0] = ring[j] ?? [];
    const [x2 = 0, y2 = 0] = ring[i] ?? [];
    area += x1 * y2 - x2 * y1;
  }
  return Math.abs(area) / 2;
}

/** SVG path data: an absolute move, then relative lines, without repeated points. */
function pathOf(line: Position[], close: boolean): string {
  const points = line.filter(
    (p, i) => i === 0 || p[0] !== (line[i - 1] as Position)[0] || p[1] !== (line[i - 1] as Position)[1],
  );
  if (close && points.length > 1) points.pop();
  if (points.length < 2) return '';
  const [first, ...rest] = points as [Position, ...Position[]];
  let previous = first;
  const steps = rest.map((p) => {
    const step = `${(p[0] ?? 0) - (previous[0] ?? 0)} ${(p[1] ?? 0) - (previous[1] ?? 0)}`;
    previous = p;
    return step;
  });
  return `M${first[0]} ${first[1]}l${steps.join(' ')}${close ? 'z' : ''}`;
}

function landPath(topology: Topology): string {
  const land = feature(topology, topology.objects.nation as GeometryObject);
  const geometries = 'features' in land ? land.features.map((f) => f.geometry) : [land.geometry];
  const polygons = geometries.flatMap((geometry) =>
    geometry.type === 'MultiPolygon'
      ? (geometry as MultiPolygon).coordinates
      : [(geometry as Polygon).coordinates],
  );
  return polygons
    .filter((rings) => ringArea(rings[0] ?? []) >= MIN_ISLAND_AREA)
    .flatMap((rings) => rings.filter((ring) => ringArea(ring) >= MIN_ISLAND_AREA))
    .map((ring) => pathOf(ring, true))
    .join('');
}

function bordersPath(topology: Topology): string {
  const lines: MultiLineString = mesh(topology, topology.objects.states as GeometryObject, (a, b) => a !== b);
  return lines.coordinates.map((line) => pathOf(line, false)).join('');
}

function framesPath(insetBoxes: Map<string, Box>): string {
  return [...insetBoxes]
    .filter(([inset]) => inset !== 'lower-48')
    .map(([, [left, top, right, bottom]]) => {
      const x = Math.round(left - FRAME_MARGIN);
      const y = Math.round(top - FRAME_MARGIN);
      const width = Math.round(right - left + 2 * FRAME_MARGIN);
      const height = Math.round(bottom - top + 2 * FRAME_MARGIN);
      return `M${x} ${y}h${width}v${height}h${-width}z`;
    })
    .join('');
}

function citiesOf(): UsBaseMap['cities'] {
  return MAIN_CITIES.map(([name, zip, rank]) => {
    const record = zipcodes.lookup(zip);
    if (!record) throw new Error(`No coordinates for the ZIP of ${name}`);
    const p = projectToPlane({ latitude: record.latitude, longitude: record.longitude });
    return [name, Math.round(p.x), Math.round(p.y), rank];
  });
}

export function buildUsBaseMap(): UsBaseMap {
  const { topology, insetBoxes } = projectedTopology(states as unknown as Topology);
  const all = [...insetBoxes.values()];
  const bounds: Box = [
    Math.floor(Math.min(...all.map((b) => b[0])) - FRAME_MARGIN),
    Math.floor(Math.min(...all.map((b) => b[1])) - FRAME_MARGIN),
    Math.ceil(Math.max(...all.map((b) => b[2])) + FRAME_MARGIN),
    Math.ceil(Math.max(...all.map((b) => b[3])) + FRAME_MARGIN),
  ];
  return {
    bounds,
    land: landPath(topology),
    borders: bordersPath(topology),
    frames: framesPath(insetBoxes),
    cities: citiesOf(),
  };
}

/** The asset's text: one field a line, so a change shows as a readable diff. */
export function serialiseUsBaseMap(map: UsBaseMap): string {
  const cities = map.cities.map((city) => `    ${JSON.stringify(city)}`).join(',\n');
  return [
    '{',
    `  "bounds": ${JSON.stringify(map.bounds)},`,
    `  "land": ${JSON.stringify(map.land)},`,
    `  "borders": ${JSON.stringify(map.borders)},`,
    `  "frames": ${JSON.stringify(map.frames)},`,
    `  "cities": [\n${cities}\n  ]`,
    '}',
    '',
  ].join('\n');
}
