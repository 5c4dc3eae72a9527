/** Where the study-team workspace shows one referral (a staff sign-in guards it). */
export const STAFF_REFERRALS_PATH = '/staff/referrals';

/** The referral's page in the workspace: the referral id only, never who the participant is. */
export function staffReferralUrl(publicBaseUrl: string, referralId: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${STAFF_REFERRALS_PATH}/${encodeURIComponent(referralId)}`;
}
