import type { StudySiteInput } from '../../../shared/content-model/site';

/** A seed site before its protocol text (study name, indication) is added per language. */
export type SiteBase = Omit<StudySiteInput, 'protocolInfo'> & { protocol: string; studyKey: string };

export const DEMO_PHONE = '8005550100';

/** Where a demo site is: fictional street addresses at real city coordinates. */
export interface Place {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

type Options = Partial<Omit<SiteBase, 'studyKey' | 'protocol' | 'siteCode'>>;

/** One physical site; the flags default to the schema's (enrolling, no extras). */
export function physicalSite(
  studyKey: string,
  protocol: string,
  siteCode: string,
  place: Place,
  options: Options & Pick<SiteBase, 'tier'>,
): SiteBase {
  return {
    studyKey,
    protocol,
    siteCode,
    siteName: place.name,
    siteAddress: place.address,
    siteCity: place.city,
    siteState: place.state,
    siteCountry: 'US',
    siteZipCode: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
    contactPhoneNumber: DEMO_PHONE,
    ...options,
  };
}

/** A home-based site: no address; its coordinates (the US centre) are never used for distance. */
export function virtualSite(
  studyKey: string,
  protocol: string,
  siteCode: string,
  name: string,
  options: Options = {},
): SiteBase {
  return {
    studyKey,
    protocol,
    siteCode,
    tier: 1,
    siteName: name,
    siteAddress: '',
    siteCity: '',
    siteState: '',
    siteCountry: 'US',
    siteZipCode: '',
    latitude: 39.8283,
    longitude: -98.5795,
    isVirtual: true,
    contactPhoneNumber: DEMO_PHONE,
    ...options,
  };
}
