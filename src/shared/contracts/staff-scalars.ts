import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/*
 * The study-team workspace's shared vocabulary: roles, referral statuses and session limits,
 * used by its contracts, its pages and the server.
 */

/** Where every workspace call lives: nothing of it is cached by the service worker or precached. */
export const STAFF_API_PREFIX = '/api/staff';

/** The workspace's pages (under the locale prefix, if any). */
export { STAFF_PAGES_PREFIX as STAFF_PAGE_PREFIX } from './app-pages';

export const STAFF_ROLES = ['admin', 'study_manager', 'site_staff'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = lazySchema(() => z.enum(STAFF_ROLES));

/** A session ends after this long without a call… */
export const STAFF_SESSION_IDLE_MS = 20 * 60 * 1000;
/** …and never lasts longer than a working day. */
export const STAFF_SESSION_MAX_MS = 10 * 60 * 60 * 1000;
/** An invitation is good once, for a week. */
export const STAFF_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A mailed sign-in link is good once, for 15 minutes. */
export const STAFF_SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

/** The statuses a coordinator works a referral through, in their usual order. */
export const REFERRAL_STATUSES = [
  'New',
  'Viewed',
  'Contacted',
  'Not reached',
  'Scheduled',
  'Consented',
  'Enrolled',
  'Screen-failed',
  'Withdrawn',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const referralStatusSchema = lazySchema(() => z.enum(REFERRAL_STATUSES));
