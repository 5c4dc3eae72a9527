/*
 * Two-letter codes of the US states, DC and the territories with their names, so a state value
 * given as a name (a state list's label or value) can be compared with a zip's state.
 */

const STATES =
  'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|' +
  'DE:Delaware|DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|' +
  'IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|MA:Massachusetts|' +
  'MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|' +
  'NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|NC:North Carolina|ND:North Dakota|' +
  'OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|RI:Rhode Island|SC:South Carolina|SD:South Dakota|' +
  'TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|WA:Washington|WV:West Virginia|' +
  'WI:Wisconsin|WY:Wyoming|PR:Puerto Rico|VI:Virgin Islands|GU:Guam|MP:Northern Mariana Islands|' +
  'AS:American Samoa|PW:Palau|FM:Micronesia|MH:Marshall Islands';

const byCode = new Map<string, string>();
const byName = new Map<string, string>();
for (const entry of STATES.split('|')) {
  const [code = '', name = ''] = entry.split(':');
  byCode.set(code, name);
  byName.set(name.toLowerCase(), code);
}

/** The two-letter code of a state given by code or name (any case); null when not a known one. */
export function stateCodeOf(value: string): string | null {
  const trimmed = value.trim();
  if (byCode.has(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return byName.get(trimmed.toLowerCase()) ?? null;
}

/** US territory codes autocomplete also accepts on a US site. */
export const US_TERRITORY_CODES = ['PR', 'VI', 'GU', 'MP', 'AS'] as const;
