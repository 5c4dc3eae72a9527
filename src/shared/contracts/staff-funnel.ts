import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { REFERRAL_STATUSES, referralStatusSchema } from './staff-scalars';
import { lazySchema } from '../lazy-schema';

/*
 * The recruitment funnel (study managers and admins; site staff get 403): counts only, never a
 * name or a contact detail, by ISO week (Monday, UTC).
 *
 * Two kinds of rows, because a visitor only reaches a site at the end of the journey:
 *  - study rows: the steps that happen before a site is chosen (visits, screeners, contact
 *    details, "no site" outcomes) belong to the study page the visitor used, which may run several
 *    protocols. They are reported once per study ("all sites"), never split by protocol or site,
 *    and left out when the answer is filtered by site.
 *  - site rows: the site chosen, the referral and its current status, by protocol and site.
 */

/** Study-level steps, in funnel order. */
export const FUNNEL_STUDY_STEPS = [
  'visits',
  'screenersStarted',
  'qualified',
  'disqualified',
  'contactGiven',
  'noSiteAvailable',
  'siteNotConvenient',
] as const;
export type FunnelStudyStep = (typeof FUNNEL_STUDY_STEPS)[number];

/** Site-level steps before the statuses. */
export const FUNNEL_SITE_STEPS = ['siteChosen', 'referred'] as const;
export type FunnelSiteStep = (typeof FUNNEL_SITE_STEPS)[number];

/** The longest range one answer covers. */
export const FUNNEL_MAX_WEEKS = 53;
/** The range without `from`: this week and the 11 before it. */
export const FUNNEL_DEFAULT_WEEKS = 12;

const isoDate = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')));
const code = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(60)));
const count = lazySchema(() => z.number().check(z.int(), z.gte(0)));

export const funnelQuerySchema = lazySchema(() =>
  z.strictObject({
    /** A protocol (a study's, as staff grants name studies); every protocol in scope when absent. */
    protocol: z.optional(code),
    /** A site code; every site in scope when absent. */
    site: z.optional(code),
    /** Any day of the first week (default: FUNNEL_DEFAULT_WEEKS weeks before `to`). */
    from: z.optional(isoDate),
    /** Any day of the last week (default: today's week). At most FUNNEL_MAX_WEEKS weeks. */
    to: z.optional(isoDate),
  }),
);
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

const studyCounts = Object.fromEntries(FUNNEL_STUDY_STEPS.map((step) => [step, count])) as Record<
  FunnelStudyStep,
  typeof count
>;

export const funnelStudyRowSchema = lazySchema(() =>
  z.object({
    studyKey: z.string(),
    /** Always null: "all sites" of the study, since these steps happen before a site is chosen. */
    siteCode: z.null(),
    /** Monday of the ISO week (UTC), YYYY-MM-DD. */
    week: z.string(),
    ...studyCounts,
  }),
);
export type FunnelStudyRow = z.infer<typeof funnelStudyRowSchema>;

export const funnelSiteRowSchema = lazySchema(() =>
  z.object({
    protocol: z.string(),
    siteCode: z.string(),
    week: z.string(),
    siteChosen: count,
    referred: count,
    /** Referrals of this week by their status now (New: no staff status yet). */
    statuses: z.record(referralStatusSchema, count),
    /** Median hours from referral to its first Contacted status, over the referrals contacted. */
    medianHoursToFirstContact: z.nullable(z.number()),
  }),
);
export type FunnelSiteRow = z.infer<typeof funnelSiteRowSchema>;

const medianSchema = lazySchema(() =>
  z.object({
    medianHours: z.nullable(z.number()),
    /** How many referrals the median is taken over. */
    contacted: count,
  }),
);

export const funnelAnswerSchema = lazySchema(() =>
  z.object({
    /** Monday of the first week and of the last week. */
    from: z.string(),
    to: z.string(),
    weeks: z.array(z.string()),
    /** The studies and sites in the caller's scope (the filters' choices), whatever the filter. */
    studies: z.array(
      z.object({ studyKey: z.string(), studyName: z.string(), protocols: z.array(z.string()) }),
    ),
    sites: z.array(z.object({ siteCode: z.string(), siteName: z.string(), protocol: z.string() })),
    /** Only the weeks with something to count; none when the answer is filtered by site. */
    studyRows: z.array(funnelStudyRowSchema),
    siteRows: z.array(funnelSiteRowSchema),
    /** The median time to first contact of each week's referrals, and over the whole range. */
    weekMedians: z.array(z.extend(medianSchema, { week: z.string() })),
    overall: medianSchema,
  }),
);
export type FunnelAnswer = z.infer<typeof funnelAnswerSchema>;

/** GET /api/staff/funnel */
export const getStaffFunnel = defineCall({
  name: 'Staff/Funnel',
  method: 'GET',
  path: '/api/staff/funnel',
  query: funnelQuerySchema,
  response: funnelAnswerSchema,
});

/** GET /api/staff/funnel.csv: the same rows as a spreadsheet (the export is audited). */
export const exportStaffFunnel = defineCall({
  name: 'Staff/FunnelExport',
  method: 'GET',
  path: '/api/staff/funnel.csv',
  query: funnelQuerySchema,
  response: z.string(),
});

export { REFERRAL_STATUSES as FUNNEL_STATUSES };
