import { zipCoordinates, type ZipCoordinates } from '../../geo/zip-coordinates';

/*
 * Where generated trials run: zips of US cities with academic medical centres or research
 * clinics, in every region (Alaska and Hawaii included). Coordinates come from the same bundled
 * zip table the search uses, so a search from one of these zips finds a location at distance ~0.
 */
const ZIPS = `
10016 10461 11201 11432 10305 07102 08901 19104 19107 15213 21201 21287 20007 20010 22908 23298
27710 27599 27157 28204 29425 30322 30308 32610 32224 33136 33606 32806 32207 35233 37232 37203
38103 40202 40536 43210 44106 45229 46202 48109 48201 49503 53226 53792 55455 55905 60611 60637
60153 61801 63110 64108 66160 68198 70112 72205 73104 75390 75246 76104 77030 78229 78701 79430
80045 84112 85013 85724 87131 89102 92093 90033 91010 92868 94143 94305 95817 97239 98195 98104
99204 96813 99508 02114 02215 01605 03756 04102 05401 06510 06030 02903 13210 14642 12208 14263
16802 17033 50309 52242 57105 58102 59101 83702 82070 39216 71105 74104 67214 65212 62702 47403
25301 26506 24014 23507 36604 31207 29203 42101 83814 97401 93701 95403 93106 92354
`;

function places(): ZipCoordinates[] {
  return ZIPS.trim()
    .split(/\s+/)
    .map((zip) => {
      const place = zipCoordinates(zip);
      if (!place) throw new Error(`Zip ${zip} is not in the bundled zip table`);
      return place;
    });
}

export const TRIAL_PLACES: readonly ZipCoordinates[] = places();

const STREETS = [
  'Medical Center Drive',
  'University Avenue',
  'Research Parkway',
  'Hospital Road',
  'Main Street',
  'Park Avenue',
  'Health Sciences Boulevard',
  'Campus Drive',
  'Oak Street',
  'Lake Avenue',
  'Clinic Way',
  'Commerce Street',
];

const SITE_KINDS = [
  'Clinical Research Center',
  'Research Institute',
  'Medical Research Associates',
  'Clinical Trials Unit',
  'Health Research Clinic',
  'Translational Research Center',
];

/** Sponsors and the prefix of their protocol numbers. */
export const SPONSORS: ReadonlyArray<readonly [string, string]> = [
  ['Northbridge Therapeutics', 'NBT'],
  ['Helix Biopharma', 'HLX'],
  ['Summit Clinical Sciences', 'SCS'],
  ['Aurora Life Sciences', 'ALS'],
  ['Meridian Pharmaceuticals', 'MRP'],
  ['Bluewater Biologics', 'BWB'],
  ['Cedar Health Research', 'CHR'],
  ['Pinnacle Medicines', 'PNM'],
  ['Keystone Bio', 'KSB'],
  ['Lumen Therapeutics', 'LMT'],
  ['National Institute for Clinical Studies', 'NICS'],
  ['Riverside Academic Research Consortium', 'RARC'],
];

/** A street address from two random numbers in [0, 1). */
export function streetAddress(a: number, b: number): string {
  const number = 100 + Math.floor(a * 8900);
  return `${String(number)} ${STREETS[Math.floor(b * STREETS.length)] ?? 'Main Street'}`;
}

/** A site name: the city and a kind of research site, optionally the specialty. */
export function siteName(city: string, specialty: string, a: number): string {
  const kind = SITE_KINDS[Math.floor(a * SITE_KINDS.length)] ?? 'Clinical Research Center';
  return a < 0.35 ? `${city} ${specialty} ${kind}` : `${city} ${kind}`;
}
