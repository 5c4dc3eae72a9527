import type { PatientReferralStatus } from '../outcome-paths';

/*
 * "No site convenient": an invited person (both the invited site and the invited protocol are in the query)
 * found the invited site inconvenient; anyone else found no offered site convenient.
 */

export type NoSiteConvenientStatus = Extract<
  PatientReferralStatus,
  'No-site-convenient' | 'Site-not-convenient'
>;

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export function noSiteConvenientStatus(invited: {
  invitedSite?: string | null;
  invitedProtocol?: string | null;
}): NoSiteConvenientStatus {
  return present(invited.invitedSite) && present(invited.invitedProtocol)
    ? 'Site-not-convenient'
    : 'No-site-convenient';
}
