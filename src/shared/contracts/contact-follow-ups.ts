import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { patientTypeSchema } from '../domain/journey-roles';
import { journeyTypeSchema } from '../domain/journey-types';
import { queryParamSchema } from './journey';
import { email, id, key, optionalText, protocolList, text, zipQuery } from './contact-scalars';
import { nextStepsResponseSchema } from './prescreener';
import { patientReferralStatusSchema } from '../domain/outcome-paths';
import { yesNoSchema } from './site-info';
import { lazySchema } from '../lazy-schema';

/*
 * The calls that follow a contact-form submission: the mailing list, the welcome SMS, the site details of
 * virtual journeys, life-link and the next steps after the form.
 */

// ---------------------------------------------------------------- mailing list, SMS

/** POST /Send/AddContactsToCRMailingList: one entry per (tenant, email); a repeat updates it. */
export const addContactsToMailingList = defineCall({
  name: 'Send/AddContactsToCRMailingList',
  method: 'POST',
  path: '/Send/AddContactsToCRMailingList',
  body: z.strictObject({
    tenantKey: id,
    enrollmentId: id,
    email,
    firstName: optionalText(100),
    lastName: optionalText(100),
    language: languageSchema,
    patientType: patientTypeSchema,
    studyName: optionalText(200),
  }),
  response: z.object({ added: z.boolean() }),
});

export const WELCOME_SMS_TYPE = 'Cr-Registration';

/** "SMS payload". */
export const smsPayloadSchema = lazySchema(() =>
  z.strictObject({
    enrollmentId: id,
    smsType: z.enum([WELCOME_SMS_TYPE]),
    transactionalFromNumber: optionalText(32),
    pinPointProjectId: optionalText(100),
    smsStudyName: text(200),
    smsSponsor: optionalText(120),
    sourceIdentifier: optionalText(100),
    /** The country dial prefix, e.g. +1. */
    countryCode: z.string().check(z.regex(/^\+[1-9]\d{0,3}$/)),
    smsRootPath: z.string().check(z.regex(/^\/[A-Za-z0-9._~/-]{0,200}$/)),
    /** Country dial prefix plus the mobile number, E.164. */
    mobileNumber: z.string().check(z.regex(/^\+[1-9]\d{6,14}$/)),
    websiteName: text(120),
    /** Ours: the tenant of the enrolment. */
    tenantKey: id,
    language: z.optional(languageSchema),
  }),
);
export type SmsPayload = z.infer<typeof smsPayloadSchema>;

/**
 * POST /api/contacts/SendSMS (the spec's named function SendSMS_Dev). At most one message per
 * (tenant, enrolment, smsType): a repeat answers sent: false, alreadySent: true.
 */
export const sendSms = defineCall({
  name: 'contacts/SendSMS',
  method: 'POST',
  path: '/api/contacts/SendSMS',
  body: smsPayloadSchema,
  response: z.object({ sent: z.boolean(), alreadySent: z.boolean() }),
});

// ---------------------------------------------------------------- site details

/**
 * POST /SiteSelection/AddOrUpdatePatientSiteDetails: the site a (virtual) result chose for the
 * enrolment. With generateReferralId (journey 03 virtual) a referral id is made once and kept.
 */
export const addOrUpdatePatientSiteDetails = defineCall({
  name: 'SiteSelection/AddOrUpdatePatientSiteDetails',
  method: 'POST',
  path: '/SiteSelection/AddOrUpdatePatientSiteDetails',
  body: z.strictObject({
    tenantKey: id,
    enrollmentId: id,
    potentialId: z.optional(id),
    siteCode: key,
    protocol: key,
    isVirtual: z.boolean(),
    journeyType: journeyTypeSchema,
    generateReferralId: z._default(z.boolean(), false),
    /**
     * Site selection: the referral id (enrolment id
     * combined with site code, referralIdOf), the referral status and the person's answers to the
     * confirm flow's consent popups. The server refuses a referral id that is not that combination.
     */
    referralId: z.optional(key),
    patientReferralStatus: z.optional(patientReferralStatusSchema),
    journeyStep: z.optional(z.literal('site-selection')),
    isUserOptedKiElementConsent: z.optional(yesNoSchema),
    isUserOptedLifeLinkConsent: z.optional(yesNoSchema),
  }),
  response: z.object({ stored: z.literal(true), referralId: z.nullable(z.string()) }),
});

// ---------------------------------------------------------------- life-link

/** "Post-TOLL link request". */
export const lifeLinkRequestSchema = lazySchema(() =>
  z.strictObject({
    tenantKey: id,
    enrollmentId: id,
    lifeLinkEnabled: z.boolean(),
    subjectHighRisk: z.boolean(),
    baseURL: z.url().check(z.maxLength(500)),
    queryParams: z._default(z.array(queryParamSchema).check(z.maxLength(50)), []),
    sitecode: key,
    protocol: key,
    languageName: languageSchema,
    siteSettingsId: key,
    isLLBackgroundJobCall: z.boolean(),
    PotentialId: z.optional(id),
  }),
);
export type LifeLinkRequest = z.infer<typeof lifeLinkRequestSchema>;

/**
 * POST /api/lifelink/GetUrl (post-TOLL): the life-link URL, or null (then the client goes on to
 * the next step). A read; answers null unless the site enables life-link and the request does.
 */
export const getLifeLinkUrl = defineCall({
  name: 'lifelink/GetUrl',
  method: 'POST',
  path: '/api/lifelink/GetUrl',
  changesState: false,
  body: lifeLinkRequestSchema,
  response: z.object({ lifeLinkUrl: z.nullable(z.string()) }),
});

/** POST /api/lifelink/Update: the life-link call of journey 01 (not post-TOLL). Once per enrolment. */
export const updateLifeLink = defineCall({
  name: 'lifelink/Update',
  method: 'POST',
  path: '/api/lifelink/Update',
  body: lifeLinkRequestSchema,
  response: z.object({ updated: z.literal(true), enrollmentId: z.string() }),
});

// ---------------------------------------------------------------- next steps after the form

/**
 * Outcome kinds the contact next steps decide between (ours, for tracking): site selection,
 * no site available, no site available at maximum capacity.
 */
export const contactNextStepKindSchema = lazySchema(() =>
  z.enum(['site-selection', 'no-site-available', 'max-capacity']),
);
export type ContactNextStepKind = z.infer<typeof contactNextStepKindSchema>;

/**
 * GET /api/journey/ContactNextSteps (our path; the spec's "Next steps" call shows none): where the visitor
 * goes after the contact form, from the qualified protocols and the sites in reach of the zip:
 * the site-selection page, the no-site-available outcome, or the max-capacity outcome.
 */
export const getContactNextSteps = defineCall({
  name: 'journey/ContactNextSteps',
  method: 'GET',
  path: '/api/journey/ContactNextSteps',
  query: z.strictObject({
    studyKey: key,
    patientType: patientTypeSchema,
    language: z._default(languageSchema, 'en'),
    protocols: protocolList,
    zipCode: zipQuery,
    enrollmentId: z.optional(id),
  }),
  response: z.extend(nextStepsResponseSchema, { kind: contactNextStepKindSchema }),
});
