import { withLocale, type Locale } from '../../lib/locale';
import { STAFF_PAGE_PREFIX } from '../../shared/contracts/staff-scalars';

/** The workspace's pages, without the locale prefix. */
export const STAFF_PAGES = {
  home: STAFF_PAGE_PREFIX,
  signIn: `${STAFF_PAGE_PREFIX}/sign-in`,
  /** The invitation link's landing page (the token is in the address's fragment, never sent to a server). */
  invitation: `${STAFF_PAGE_PREFIX}/invitation`,
  /** The mailed sign-in link's landing page (token in the fragment too). */
  signInLink: `${STAFF_PAGE_PREFIX}/sign-in/link`,
  referrals: `${STAFF_PAGE_PREFIX}/referrals`,
  funnel: `${STAFF_PAGE_PREFIX}/funnel`,
  accounts: `${STAFF_PAGE_PREFIX}/accounts`,
  audit: `${STAFF_PAGE_PREFIX}/audit`,
} as const;

/** A workspace page in the workspace's language. */
export function staffPath(path: string, locale: Locale): string {
  return withLocale(path, locale);
}

/** One referral's page (referral ids are opaque, never personal data). */
export function referralPagePath(referralId: string): string {
  return `${STAFF_PAGES.referrals}/${encodeURIComponent(referralId)}`;
}
