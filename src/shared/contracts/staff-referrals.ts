import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { referralStatusSchema } from './staff-scalars';
import { lazySchema } from '../lazy-schema';

/*
 * The workspace's referrals: the list of the caller's sites, one referral's page, its status
 * changes and the CSV export. Personal fields are absent (null) for callers without personal
 * data access; a referral outside the caller's sites answers 404 (it does not reveal it exists).
 */

const isoDate = lazySchema(() =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date such as 2025-03-01')),
);
const optionalIsoDate = lazySchema(() => z.optional(isoDate));

/** The list's and the export's filters. */
export const referralFiltersSchema = lazySchema(() =>
  z.object({
    status: z.optional(referralStatusSchema),
    /** Created on or after this day (UTC). */
    from: optionalIsoDate,
    /** Created on or before this day (UTC). */
    to: optionalIsoDate,
    site: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
    /** Name or email contains: only for callers with personal data access (others: 403). */
    q: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  }),
);
export type ReferralFilters = z.infer<typeof referralFiltersSchema>;

export const REFERRAL_PAGE_SIZE = 50;

const listQuerySchema = lazySchema(() =>
  z.extend(referralFiltersSchema, {
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), REFERRAL_PAGE_SIZE),
    offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  }),
);

export const referralRowSchema = lazySchema(() =>
  z.object({
    referralId: z.string(),
    createdAt: z.string(),
    siteCode: z.string(),
    siteName: z.string(),
    protocol: z.string(),
    status: referralStatusSchema,
    /** Only with personal data access. */
    participantName: z.nullable(z.string()),
  }),
);
export type ReferralRow = z.infer<typeof referralRowSchema>;

/** A site by code and name (a failing site: the team may not be hearing of new referrals). */
export const failingSiteSchema = lazySchema(() => z.object({ siteCode: z.string(), siteName: z.string() }));

export const listReferrals = defineCall({
  name: 'Staff/Referrals/List',
  method: 'GET',
  path: '/api/staff/referrals',
  query: listQuerySchema,
  response: z.object({
    referrals: z.array(referralRowSchema),
    total: z.number(),
    limit: z.number(),
    offset: z.number(),
    failingSites: z.array(failingSiteSchema),
    /** The caller's sites, for the site filter. */
    sites: z.array(failingSiteSchema),
    /** Whether names are shown and `q` is allowed. */
    personalData: z.boolean(),
  }),
});

/** GET /api/staff/referrals.csv: the same filters, every matching row (contact columns only with personal data). */
export const exportReferrals = defineCall({
  name: 'Staff/Referrals/Export',
  method: 'GET',
  path: '/api/staff/referrals.csv',
  query: referralFiltersSchema,
  response: z.string(),
});

const referralParams = lazySchema(() =>
  z.object({ referralId: z.string().check(z.minLength(1), z.maxLength(200)) }),
);

export const statusEventSchema = lazySchema(() =>
  z.object({
    status: referralStatusSchema,
    details: z.record(z.string(), z.unknown()),
    /** The staff member's display name; null: the participant (or the system). */
    actor: z.nullable(z.string()),
    occurredAt: z.string(),
  }),
);
export type StatusEvent = z.infer<typeof statusEventSchema>;

const contactSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    zipCode: z.string(),
    /** Who filled the form in: the participant, a caregiver or a parent. */
    filledBy: z.enum(['self', 'caregiver', 'parent']),
    /** The caregiver's or parent's name, when not the participant. */
    filledByName: z.nullable(z.string()),
  }),
);

export const referralDetailSchema = lazySchema(() =>
  z.object({
    referralId: z.string(),
    createdAt: z.string(),
    siteCode: z.string(),
    siteName: z.string(),
    protocol: z.string(),
    studyName: z.string(),
    status: referralStatusSchema,
    /** How many times the team tried to reach the participant. */
    contactAttempts: z.number(),
    language: z.nullable(z.string()),
    /** Only with personal data access. */
    contact: z.nullable(contactSchema),
    screener: z.nullable(
      z.object({
        status: z.nullable(z.string()),
        qualifiedProtocols: z.array(z.string()),
        /** Only with personal data access (health information). */
        answers: z.nullable(z.array(z.object({ question: z.string(), answer: z.string() }))),
      }),
    ),
    /** The requested appointment (only with personal data access). */
    appointment: z.nullable(z.object({ status: z.nullable(z.string()), dateTime: z.nullable(z.string()) })),
    consents: z.array(z.object({ text: z.string(), ticked: z.boolean(), media: z.array(z.string()) })),
    /** utm_* and source parameters of the visit. */
    source: z.array(z.object({ key: z.string(), value: z.string() })),
    history: z.array(statusEventSchema),
    /** The site's staff messages keep failing (dead, or 3 failed attempts in a row). */
    siteFailing: z.boolean(),
    personalData: z.boolean(),
    /** Whether the caller may change the status. */
    mayChangeStatus: z.boolean(),
  }),
);
export type ReferralDetail = z.infer<typeof referralDetailSchema>;

export const getReferral = defineCall({
  name: 'Staff/Referrals/Get',
  method: 'GET',
  path: '/api/staff/referrals/:referralId',
  params: referralParams,
  response: referralDetailSchema,
});

/** The statuses a coordinator may set (New is only the start). */
export const SETTABLE_STATUSES = [
  'Viewed',
  'Contacted',
  'Not reached',
  'Scheduled',
  'Consented',
  'Enrolled',
  'Screen-failed',
  'Withdrawn',
] as const;

export const SCREEN_FAIL_REASON_MAX = 500;

export const statusChangeSchema = lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({
      status: z.enum(['Viewed', 'Contacted', 'Not reached', 'Consented', 'Enrolled', 'Withdrawn']),
      note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    }),
    z.object({
      status: z.literal('Scheduled'),
      date: isoDate,
      note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    }),
    z.object({
      status: z.literal('Screen-failed'),
      reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(SCREEN_FAIL_REASON_MAX)),
    }),
  ]),
);
export type StatusChange = z.infer<typeof statusChangeSchema>;

/**
 * POST: a new status. 409 when the referral is Withdrawn (a participant's withdrawal is final in
 * the workspace; a participant who comes back is a new referral).
 */
export const changeReferralStatus = defineCall({
  name: 'Staff/Referrals/ChangeStatus',
  method: 'POST',
  path: '/api/staff/referrals/:referralId/status',
  params: referralParams,
  body: statusChangeSchema,
  response: z.object({ status: referralStatusSchema, history: z.array(statusEventSchema) }),
});
