import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/** "UCPM job record": every dataOrigin value the spec lists. */
export const UCPM_DATA_ORIGINS = [
  'ePR',
  'TAePR',
  'crRegistration',
  'crMyprofile',
  'reSubscribe',
  'unSubscribe',
  'siteUpdateJob',
  'ta-crRegistration',
  'ta-crUpdate',
] as const;
export const ucpmDataOriginSchema = lazySchema(() => z.enum(UCPM_DATA_ORIGINS));
export type UcpmDataOrigin = z.infer<typeof ucpmDataOriginSchema>;

export type SiteSource = 'CR' | 'EPR' | 'TA-EPR';

/** EPR and TA-EPR sites are electronic-patient-record sites; they refresh the profile. */
export function isEprSource(source: string | null | undefined): boolean {
  return source === 'EPR' || source === 'TA-EPR';
}

/**
 * The dataOrigin of the job an outcome page posts. The site's source decides first (an EPR site
 * is `ePR`, a tenant-area EPR site `TAePR`); on a CR site a multi-therapeutic-area study is a
 * tenant-area registration (`ta-crRegistration`), any other a plain `crRegistration`. The other
 * values belong to profile, subscription and site-update flows, not to outcome pages.
 */
export function outcomeDataOrigin(source: string | null | undefined, isMultiTA: boolean): UcpmDataOrigin {
  if (source === 'EPR') return 'ePR';
  if (source === 'TA-EPR') return 'TAePR';
  return isMultiTA ? 'ta-crRegistration' : 'crRegistration';
}
