/**
 * The offline map's geography asset (src/components/map/us-base-map.json), in plane units of the
 * map's projection; written at build time by .config/us-base-map (npm run map:geography).
 */
export interface UsBaseMap {
  /** The plane box of everything drawn: left, top, right, bottom. */
  bounds: [number, number, number, number];
  /** Land (all states and territories) as one path: filled, its edge is the coastline. */
  land: string;
  /** Borders between states. */
  borders: string;
  /** The frames around the insets (Alaska, Hawaii, the territories). */
  frames: string;
  /** name, x, y, rank (1 = named at every zoom, 2 from a region's zoom, 3 from a state's). */
  cities: [string, number, number, number][];
}
