import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ZipRecord } from 'zipcodes';
import { codes } from 'zipcodes/lib/codes.js';
import { stateOfZip } from '../src/shared/domain/contact-form/zip-states';

/*
 * Builds the browser's offline zip table (src/shared/domain/contact-form/zip-table-data.ts) from
 * the `zipcodes` package the server geocodes with, so the two agree. The whole package is 4.9 MB;
 * the table keeps, per three-digit prefix, the centre of its zips and the city that holds most of
 * them with the zips it holds, which is about 8 KB gzip. The format is read by zip-table.ts.
 *
 * Run: npm run zip-table. tests/unit/build/zip-table-current.test.ts fails when the committed
 * table differs from what this prints.
 */

export const ZIP_TABLE_MODULE = 'src/shared/domain/contact-form/zip-table-data.ts';

/** A city is named only when it holds this many of its prefix's zips: smaller places cost more than they help. */
export const MIN_ZIPS_FOR_A_CITY = 3;

function usZips(): ZipRecord[] {
  return (
    Object.values(codes)
      .filter((record) => /^\d{5}$/.test(record.zip))
      .filter((record) => Number.isFinite(record.latitude) && Number.isFinite(record.longitude))
      // Military mail (APO/FPO/DPO, "states" AA, AE, AP) is no place to fill in or to measure from.
      .filter((record) => !MILITARY.has(record.state))
      .sort((a, b) => a.zip.localeCompare(b.zip))
  );
}

const MILITARY = new Set(['AA', 'AE', 'AP']);

const tenths = (degrees: number) => Math.round(degrees * 10);
const suffixOf = (zip: string) => Number(zip.slice(3));
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The most frequent value (ties: alphabetical, so the output is stable) and its count. */
function mostFrequent(values: readonly string[]): [string, number] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [best] = [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  return best ?? ['', 0];
}

const mainOf = (values: readonly string[]) => mostFrequent(values)[0];

/** A city the format can carry: not starting with a digit (the gap), no separator in it. */
function checkedCity(city: string): string {
  if (/^\d|[,|:]/.test(city)) throw new Error(`The zip table cannot carry the city name "${city}"`);
  return city;
}

/** The city with most zips; null below the minimum. */
function mainCityOf(zips: readonly ZipRecord[]): string | null {
  const [city, count] = mostFrequent(zips.map((zip) => zip.city));
  return count >= MIN_ZIPS_FOR_A_CITY ? checkedCity(city) : null;
}

/**
 * The city's zips as runs of the prefix's zips in order, each `SSEE` (first and last two-digit
 * suffix): a zip the package does not list, inside a run, counts as the city's. '' when one run
 * spans every zip of the prefix.
 */
function runsOf(zips: readonly ZipRecord[], city: string): string {
  const runs: [number, number][] = [];
  let open: [number, number] | null = null;
  for (const zip of zips) {
    if (zip.city !== city) open = null;
    else if (open) open[1] = suffixOf(zip.zip);
    else runs.push((open = [suffixOf(zip.zip), suffixOf(zip.zip)]));
  }
  const [only] = runs;
  const whole =
    runs.length === 1 && only![0] === suffixOf(zips[0]!.zip) && only![1] === suffixOf(zips.at(-1)!.zip);
  return whole ? '' : runs.map(([first, last]) => twoDigits(first) + twoDigits(last)).join('');
}

/** The median latitude and longitude: one mistyped coordinate in the package cannot move it. */
function centreOf(zips: readonly ZipRecord[]): [number, number] {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return [tenths(median(zips.map((zip) => zip.latitude))), tenths(median(zips.map((zip) => zip.longitude)))];
}

export interface ZipTableData {
  /** Entries of the assigned prefixes, ascending, joined by '|'. */
  prefixes: string;
  /** `zip:City:ST:lat:lon` (tenths of a degree) for zips whose state is not their prefix's. */
  exact: string;
}

/**
 * An entry is `[gap]city,dLat,dLon,runs`: gap = prefixes skipped since the previous entry (none:
 * empty), the centre as the change from the previous entry's in tenths of a degree (base 36), and
 * the city's runs (runsOf).
 */
export function buildZipTable(records: readonly ZipRecord[] = usZips()): ZipTableData {
  const byPrefix = new Map<string, ZipRecord[]>();
  for (const record of records) {
    const prefix = record.zip.slice(0, 3);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), record]);
  }
  const entries: string[] = [];
  const exact: string[] = [];
  let previous = { prefix: -1, lat: 0, lon: 0 };
  for (const [prefix, all] of byPrefix) {
    // A zip of another state than its prefix's main one (a territory sharing Hawaii's or Guam's
    // prefix, a town across a state line) is listed on its own, away from the prefix's centre.
    const state = mainOf(all.map((zip) => zip.state));
    const zips = all.filter((zip) => zip.state === state && stateOfZip(zip.zip) === state);
    for (const zip of all.filter((candidate) => !zips.includes(candidate))) {
      exact.push(
        [zip.zip, checkedCity(zip.city), zip.state, tenths(zip.latitude), tenths(zip.longitude)].join(':'),
      );
    }
    if (zips.length === 0) continue;
    const [lat, lon] = centreOf(zips);
    const city = mainCityOf(zips);
    const gap = Number(prefix) - previous.prefix - 1;
    const fields = [city ?? '', (lat - previous.lat).toString(36), (lon - previous.lon).toString(36)];
    entries.push(`${gap > 0 ? gap : ''}${fields.join(',')},${city ? runsOf(zips, city) : ''}`);
    previous = { prefix: Number(prefix), lat, lon };
  }
  return { prefixes: entries.join('|'), exact: exact.sort().join('|') };
}

/** A string literal as prettier writes it (single quotes unless the text has one). */
function literal(text: string): string {
  return text.includes("'") && !text.includes('"') ? JSON.stringify(text) : `'${text}'`;
}

/** `'…' +` lines of at most about 100 characters, cut between entries. */
function chunked(text: string, separator: string): string {
  const lines: string[] = [];
  let line = '';
  for (const entry of text.split(separator)) {
    const next = line === '' ? entry : `${line}${separator}${entry}`;
    if (next.length > 96 && line !== '') {
      lines.push(line + separator);
      line = entry;
    } else line = next;
  }
  lines.push(line);
  return lines.map((part) => `  ${literal(part)}`).join(' +\n');
}

export function zipTableModule(data: ZipTableData = buildZipTable()): string {
  return `/*
 * Generated by .config/zip-table-generator.ts (npm run zip-table) from the \`zipcodes\` package:
 * do not edit. The format is read by zip-table.ts.
 */

/** The assigned three-digit prefixes, ascending: centre, main city and its zips. */
export const PREFIX_ENTRIES =
${chunked(data.prefixes, '|')};

/** Zips whose state is not their prefix's (territories sharing a prefix, state lines). */
export const EXACT_ZIPS =
${chunked(data.exact, '|')};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = zipTableModule();
  writeFileSync(ZIP_TABLE_MODULE, text);
  console.info(`${ZIP_TABLE_MODULE}: ${text.length} bytes`);
}
