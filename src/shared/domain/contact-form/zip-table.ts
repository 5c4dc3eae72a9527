import { normaliseZip, stateOfZip } from './zip-states';

/*
 * The bundled, offline zip table (the address autocomplete's fallback): zip → { city, state }. Loaded lazily
 * in the browser (import it with `import()`), used when no maps key is configured or the network
 * is down.
 *
 * Coverage, in the order looked up:
 *  1. a small set of exact five-digit zips (big cities, the demo sites, the territories' own
 *     codes) with their city;
 *  2. the main city of a few three-digit prefixes (e.g. every 606xx is Chicago);
 *  3. otherwise the state alone from the prefix (zip-states.ts), with city ''.
 * Null when the zip is malformed or its prefix is not a state's (military, unassigned).
 */

export interface ZipPlace {
  /** '' when only the state is known. */
  city: string;
  /** Two-letter code. */
  state: string;
}

/** `zip:City:ST` entries; the state of an exact zip may differ from its prefix's (the territories). */
const EXACT_ZIPS =
  '10001:New York:NY|60611:Chicago:IL|90001:Los Angeles:CA|77001:Houston:TX|33101:Miami:FL|' +
  '77030:Houston:TX|85013:Phoenix:AZ|02110:Boston:MA|94110:San Francisco:CA|30308:Atlanta:GA|' +
  '80218:Denver:CO|02108:Boston:MA|19103:Philadelphia:PA|85001:Phoenix:AZ|98101:Seattle:WA|' +
  '30301:Atlanta:GA|80202:Denver:CO|20001:Washington:DC|94102:San Francisco:CA|75201:Dallas:TX|' +
  '48201:Detroit:MI|55401:Minneapolis:MN|37201:Nashville:TN|97201:Portland:OR|89101:Las Vegas:NV|' +
  '63101:Saint Louis:MO|28202:Charlotte:NC|92101:San Diego:CA|78701:Austin:TX|46204:Indianapolis:IN|' +
  '43215:Columbus:OH|78205:San Antonio:TX|32801:Orlando:FL|33602:Tampa:FL|21201:Baltimore:MD|' +
  '70112:New Orleans:LA|84101:Salt Lake City:UT|96813:Honolulu:HI|99501:Anchorage:AK|' +
  '00901:San Juan:PR|00802:Saint Thomas:VI|96910:Hagatna:GU|96799:Pago Pago:AS|96950:Saipan:MP';

/** `prefix:City` entries: the main city of a sectional centre. */
const PREFIX_CITIES =
  '100:New York|101:New York|102:New York|606:Chicago|607:Chicago|608:Chicago|900:Los Angeles|' +
  '770:Houston|772:Houston|331:Miami|021:Boston|022:Boston|191:Philadelphia|850:Phoenix|981:Seattle|' +
  '303:Atlanta|802:Denver|200:Washington|941:San Francisco|752:Dallas|482:Detroit|554:Minneapolis|' +
  '372:Nashville|972:Portland|891:Las Vegas|631:Saint Louis|282:Charlotte|921:San Diego|787:Austin|' +
  '462:Indianapolis|432:Columbus';

function parseTable<T>(table: string, parse: (parts: string[]) => [string, T]): Map<string, T> {
  return new Map(table.split('|').map((entry) => parse(entry.split(':'))));
}

const exactZips = parseTable(EXACT_ZIPS, ([zip = '', city = '', state = '']) => [zip, { city, state }]);
const prefixCities = parseTable(PREFIX_CITIES, ([prefix = '', city = '']) => [prefix, city]);

/** The city and state of a zip from the bundled table; null when the state is unknown. */
export function lookUpZip(zip: string): ZipPlace | null {
  const five = normaliseZip(zip);
  if (five === null) return null;
  const exact = exactZips.get(five);
  if (exact) return { ...exact };
  const state = stateOfZip(five);
  if (state === null) return null;
  return { city: prefixCities.get(five.slice(0, 3)) ?? '', state };
}
