// The `zipcodes` package ships no types; only lookup (the server) and the raw table (the zip
// table's generator and its test) are used.
declare module 'zipcodes' {
  export interface ZipRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { lookup(zip: string | number): ZipRecord | undefined };
  export default zipcodes;
}

declare module 'zipcodes/lib/codes.js' {
  import type { ZipRecord } from 'zipcodes';
  /** Every US zip by its five digits. */
  export const codes: Record<string, ZipRecord>;
}
