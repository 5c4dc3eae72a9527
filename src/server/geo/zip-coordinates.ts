import zipcodes from 'zipcodes';

/*
 * Zip → where it is, from the bundled `zipcodes` table (US zips with their centre point): the
 * local geocoder of the site search, so distances work on an offline machine.
 */

export interface ZipCoordinates {
  zipCode: string;
  latitude: number;
  longitude: number;
  state: string;
  city: string;
}

/** null for a malformed zip or one the table does not know. */
export function zipCoordinates(zip: string): ZipCoordinates | null {
  const zipCode = zip.trim();
  if (!/^\d{5}$/.test(zipCode)) return null;
  const record = zipcodes.lookup(zipCode);
  if (!record || !Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) return null;
  return {
    zipCode,
    latitude: record.latitude,
    longitude: record.longitude,
    state: record.state,
    city: record.city,
  };
}
