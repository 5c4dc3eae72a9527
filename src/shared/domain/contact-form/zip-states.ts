/*
 * The state of a US zip code from its first three digits (the USPS sectional-centre prefixes),
 * bundled so the state–zip check works offline and on the server. Kept tiny on purpose: runs
 * of prefixes, each entry `PPPSS` = first prefix of the run + two-letter code, `--` for prefixes
 * not assigned to a state (military APO/FPO/DPO, unused). A run lasts until the next entry.
 *
 * Coverage: the 50 states, DC, Puerto Rico (006, 007, 009), the US Virgin Islands (008) and Guam
 * (969), with the longer codes that share a prefix: American Samoa (96799), Palau (9694x), the
 * Northern Mariana Islands (9695x), Micronesia (9696x) and the Marshall Islands (9697x). Military
 * prefixes (090–099, 340, 962–966) and unassigned ones give null.
 */

const PREFIX_RUNS =
  '000-- 005NY 006PR 008VI 009PR 010MA 028RI 030NH 039ME 050VT 055MA 056VT 060CT 070NJ 090-- 100NY ' +
  '150PA 197DE 200DC 201VA 202DC 206MD 213-- 214MD 220VA 247WV 269-- 270NC 290SC 300GA 320FL 340-- ' +
  '341FL 350AL 370TN 386MS 398GA 400KY 428-- 430OH 460IN 480MI 500IA 529-- 530WI 550MN 568-- 569DC ' +
  '570SD 578-- 580ND 589-- 590MT 600IL 630MO 659-- 660KS 680NE 694-- 700LA 715-- 716AR 730OK 733TX ' +
  '734OK 750TX 800CO 817-- 820WY 832ID 839-- 840UT 848-- 850AZ 866-- 870NM 885TX 886-- 889NV 899-- ' +
  '900CA 962-- 967HI 969GU 970OR 980WA 995AK';

/** Zip starts longer than three digits whose state differs from their prefix's. */
const LONGER_STARTS: ReadonlyArray<readonly [string, string]> = [
  ['96799', 'AS'],
  ['9694', 'PW'],
  ['9695', 'MP'],
  ['9696', 'FM'],
  ['9697', 'MH'],
];

interface PrefixRun {
  first: number;
  state: string | null;
}

const RUNS: PrefixRun[] = PREFIX_RUNS.split(' ').map((entry) => ({
  first: Number(entry.slice(0, 3)),
  state: entry.slice(3) === '--' ? null : entry.slice(3),
}));

/** The zip's first five digits (ZIP+4 and surrounding spaces allowed), or null if not a zip. */
export function normaliseZip(zip: string): string | null {
  const match = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(zip);
  return match?.[1] ?? null;
}

/** The two-letter state of a zip by its prefix; null for malformed, military or unassigned zips. */
export function stateOfZip(zip: string): string | null {
  const five = normaliseZip(zip);
  if (five === null) return null;
  const longer = LONGER_STARTS.find(([start]) => five.startsWith(start));
  if (longer) return longer[1];
  const prefix = Number(five.slice(0, 3));
  let state: string | null = null;
  for (const run of RUNS) {
    if (run.first > prefix) break;
    state = run.state;
  }
  return state;
}
