/*
 * "CR registration" dataExtension: the campaign parameters of the page the person registered from
 * (UtmParameter, gclId, atId, fbclId), read from its query string. (URLSearchParams is walked with forEach:
 * the service worker's lib has no iterable one.)
 */

export interface MarketingParams {
  UtmParameter?: string;
  gclId?: string;
  atId?: string;
  fbclId?: string;
}

const MAX_UTM = 500;
const MAX_ID = 200;
const ID_PARAMS: ReadonlyArray<[keyof MarketingParams, readonly string[]]> = [
  ['gclId', ['gclid']],
  ['atId', ['atid', 'at_id']],
  ['fbclId', ['fbclid']],
];

/** '?utm_source=a&gclid=b' → { UtmParameter: 'utm_source=a', gclId: 'b' }; absent ones are left out. */
export function marketingParams(search: string): MarketingParams {
  const result: MarketingParams = {};
  const utm = new URLSearchParams();
  new URLSearchParams(search).forEach((value, key) => {
    const name = key.toLowerCase();
    if (name.startsWith('utm_')) utm.append(key, value);
    // Case-insensitive: campaign tools vary it (gclid, gclId, GCLID). The first one wins.
    const id = ID_PARAMS.find(([, names]) => names.includes(name));
    if (id && result[id[0]] === undefined && value.trim() !== '')
      result[id[0]] = value.trim().slice(0, MAX_ID);
  });
  const utmText = utm.toString();
  if (utmText !== '' && utmText.length <= MAX_UTM) result.UtmParameter = utmText;
  return result;
}
