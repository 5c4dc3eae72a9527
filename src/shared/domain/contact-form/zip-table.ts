import { EXACT_ZIPS, PREFIX_ENTRIES } from './zip-table-data';
import { normaliseZip, stateOfZip } from './zip-states';

/*
 * The bundled, offline zip table: zip → { city, state } (the address helper's fallback when there
 * is no maps key or no network) and zip → a point (the person's place on the sites map). Loaded
 * lazily in the browser (import it with `import()`); the server uses it too.
 *
 * Built from the `zipcodes` package (zip-table-data.ts, generated): for each three-digit prefix
 * the centre of its zips and the city that holds most of them, with the zips it holds. So:
 *  - the city is the real one for the zips of a prefix's main city (every 606xx is Chicago; 62701
 *    is Springfield), '' for the others, never a neighbour's name;
 *  - the state comes from the prefix (zip-states.ts), as the state–zip check reads it, except for
 *    the few zips listed on their own (territories sharing a prefix, towns across a state line);
 *  - the point is the prefix's centre (within about 30 miles), or the zip's own when listed.
 * Null when the zip is malformed or its prefix is not a state's (military, unassigned).
 */

export interface ZipPlace {
  /** '' when only the state is known. */
  city: string;
  /** Two-letter code. */
  state: string;
}

export interface ZipPoint {
  latitude: number;
  longitude: number;
}

interface PrefixEntry extends ZipPoint {
  city: string;
  /** The main city's zips as [first, last] two-digit suffixes; null: all of the prefix's. */
  runs: [number, number][] | null;
}

interface ExactZip extends ZipPlace, ZipPoint {}

const degrees = (tenths: number) => tenths / 10;

function parseRuns(text: string): [number, number][] | null {
  if (text === '') return null;
  const runs: [number, number][] = [];
  for (let at = 0; at + 4 <= text.length; at += 4) {
    runs.push([Number(text.slice(at, at + 2)), Number(text.slice(at + 2, at + 4))]);
  }
  return runs;
}

/** Entry `[gap]city,dLat,dLon,runs`, centres as base-36 changes in tenths of a degree. */
function parsePrefixes(table: string): Map<number, PrefixEntry> {
  const prefixes = new Map<number, PrefixEntry>();
  let prefix = -1;
  let lat = 0;
  let lon = 0;
  for (const entry of table.split('|')) {
    const [, gap = '', rest = ''] = /^(\d*)(.*)$/s.exec(entry) ?? [];
    const [city = '', dLat = '0', dLon = '0', runs = ''] = rest.split(',');
    prefix += 1 + Number(gap || 0);
    lat += parseInt(dLat, 36);
    lon += parseInt(dLon, 36);
    prefixes.set(prefix, { city, latitude: degrees(lat), longitude: degrees(lon), runs: parseRuns(runs) });
  }
  return prefixes;
}

function parseExact(table: string): Map<string, ExactZip> {
  return new Map(
    table.split('|').map((entry) => {
      const [zip = '', city = '', state = '', lat = '0', lon = '0'] = entry.split(':');
      return [zip, { city, state, latitude: degrees(Number(lat)), longitude: degrees(Number(lon)) }];
    }),
  );
}

const prefixes = parsePrefixes(PREFIX_ENTRIES);
const exactZips = parseExact(EXACT_ZIPS);

function holdsZip(entry: PrefixEntry, five: string): boolean {
  if (entry.city === '') return false;
  if (entry.runs === null) return true;
  const suffix = Number(five.slice(3));
  return entry.runs.some(([first, last]) => suffix >= first && suffix <= last);
}

/** The city and state of a zip from the bundled table; null when the state is unknown. */
export function lookUpZip(zip: string): ZipPlace | null {
  const five = normaliseZip(zip);
  if (five === null) return null;
  const exact = exactZips.get(five);
  if (exact) return { city: exact.city, state: exact.state };
  const state = stateOfZip(five);
  if (state === null) return null;
  const entry = prefixes.get(Number(five.slice(0, 3)));
  return { city: entry && holdsZip(entry, five) ? entry.city : '', state };
}

/** Where a zip is, near enough to draw the person and measure distances; null when unknown. */
export function zipPoint(zip: string): ZipPoint | null {
  const five = normaliseZip(zip);
  if (five === null) return null;
  const exact = exactZips.get(five);
  if (exact) return { latitude: exact.latitude, longitude: exact.longitude };
  const entry = stateOfZip(five) === null ? undefined : prefixes.get(Number(five.slice(0, 3)));
  return entry ? { latitude: entry.latitude, longitude: entry.longitude } : null;
}
