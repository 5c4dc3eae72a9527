import type { Language } from '../../shared/content-model/language';
import type { StateItem } from '../../shared/contracts/lists';

/*
 * The state list: the US states and DC, then the territories (isTerritoryState, countryCodeTerritory = their
 * own ISO code). Served paged (20 per page) by GET /api/lists/states; value and key are the two-letter code.
 */

const STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const TERRITORIES: ReadonlyArray<readonly [string, string, string]> = [
  ['AS', 'American Samoa', 'Samoa Americana'],
  ['GU', 'Guam', 'Guam'],
  ['MP', 'Northern Mariana Islands', 'Islas Marianas del Norte'],
  ['PR', 'Puerto Rico', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands', 'Islas Vírgenes de EE. UU.'],
];

/** Spanish names where they differ from the English ones. */
const SPANISH: Record<string, string> = {
  DC: 'Distrito de Columbia',
  HI: 'Hawái',
  LA: 'Luisiana',
  MI: 'Míchigan',
  MS: 'Misisipi',
  MO: 'Misuri',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OR: 'Oregón',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  TN: 'Tennessee',
  TX: 'Texas',
  VA: 'Virginia',
  WV: 'Virginia Occidental',
};

/** The states of a country in a language (only the US has a list). */
export function stateList(country: string, language: Language): StateItem[] {
  if (country !== 'US') return [];
  const states = STATES.map(([code, name]) => ({
    key: code,
    value: code,
    label: language === 'es' ? (SPANISH[code] ?? name) : name,
    isTerritoryState: false,
    countryCodeTerritory: 'US',
  }));
  const territories = TERRITORIES.map(([code, en, es]) => ({
    key: code,
    value: code,
    label: language === 'es' ? es : en,
    isTerritoryState: true,
    countryCodeTerritory: code,
  }));
  return [...states, ...territories];
}
