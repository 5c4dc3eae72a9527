/**
 * Service-worker caches that may hold answers to what a person typed (a searched condition and
 * zip, their enrolment's site list). They are deleted whenever the device forgets a person
 * (kiosk reset, sign-out, start over); the public content cache and the precache stay.
 */
export const TRIAL_READS_CACHE = 'trial-reads';
export const PERSONAL_READS_CACHE = 'personal-reads';

export const PERSONAL_CACHES: readonly string[] = [TRIAL_READS_CACHE, PERSONAL_READS_CACHE];
