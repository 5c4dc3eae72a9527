import type { StudyLocation } from '../../../../shared/content-model/trial';
import { zipCoordinates } from '../../../geo/zip-coordinates';
import type { CtgovContact, CtgovLocation } from './ctgov-study';
import { recordsOf, textOf } from './ctgov-study';
import { enrollingStatusOf } from './ctgov-status';
import { truncateText } from './ctgov-text';

/*
 * The registry's sites as the trial's locations. A site without a geoPoint keeps its place in
 * the trial's page; a US one is placed at its zip's centre (the bundled table), any other stays
 * without coordinates and so outside distance searches.
 */

const US = new Set(['united states', 'us', 'usa']);

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function pointOf(location: CtgovLocation, isUs: boolean): { latitude: number; longitude: number } | null {
  const { lat, lon } = location.geoPoint ?? {};
  if (isCoordinate(lat, 90) && isCoordinate(lon, 180)) return { latitude: lat, longitude: lon };
  const zip = textOf(location.zip)?.slice(0, 5);
  const found = isUs && zip ? zipCoordinates(zip) : null;
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}

function phoneOf(contacts: readonly CtgovContact[]): string | undefined {
  const phone = contacts.map((contact) => textOf(contact.phone)).find(Boolean);
  return phone && phone.length <= 30 ? phone : undefined;
}

export function locationOf(
  location: CtgovLocation,
  indication: string,
  centralContacts: readonly CtgovContact[],
): StudyLocation {
  const country = textOf(location.country) ?? '';
  const isUs = US.has(country.toLowerCase());
  const city = textOf(location.city) ?? '';
  const point = pointOf(location, isUs);
  return {
    locationstatus: enrollingStatusOf(textOf(location.status)),
    locationsitename: truncateText(textOf(location.facility) ?? (city || 'Study site'), 200),
    locationaddress: '',
    locationcity: truncateText(city, 100),
    locationstate: truncateText(textOf(location.state) ?? '', 40),
    locationcountry: isUs ? 'US' : truncateText(country, 60),
    locationzip: (textOf(location.zip) ?? '').slice(0, 10),
    indication,
    ...(point ? { locationlatitude: point.latitude, locationlongitude: point.longitude } : {}),
    locationphone: phoneOf([...recordsOf<CtgovContact>(location.contacts), ...centralContacts]),
  };
}
