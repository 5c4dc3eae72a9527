import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { DEFAULT_LANGUAGE, languageSchema } from '../content-model/language';
import { guestTypeSchema, patientTypeSchema } from '../domain/journey-roles';
import { journeyStatusSchema } from '../domain/journey-status';
import { journeyStepSchema } from '../domain/journey-steps';
import { screenerOutputSchema } from '../domain/screener-output';
import { lazySchema } from '../lazy-schema';

/*
 * The prescreener calls, the site lookup for the qualified protocols (dap-api GetSites) and the next steps.
 * The path the spec does not give is ours: GET /api/journey/NextSteps. The questionnaire's definition is
 * read with screener-definition.ts.
 */

const id = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
const token = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,100}$/)));
const protocolList = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/), z.maxLength(600)),
);
const zip = lazySchema(() => z.string().check(z.regex(/^\d{5}$/)));
const languageQuery = lazySchema(() => z._default(languageSchema, DEFAULT_LANGUAGE));

/** The format of the screener definitions (SurveyJS's JSON, the part questionnaire-definition.ts accepts). */
export const SCREENER_TYPE = 'SurveyJS';
export const screenerStatusSchema = lazySchema(() => z.enum(['qualified', 'disqualified']));

/** "Prescreener record". potentialId may be unknown yet: the server fills it from the enrolment. */
export const prescreenerRecordSchema = lazySchema(() =>
  z.strictObject({
    potentialId: z.optional(z.string().check(z.maxLength(64))),
    potentialParticipant_ID: id,
    screenerID: token,
    screenerResponseID: token,
    screenerType: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), SCREENER_TYPE),
    /** Unknown when the record is created at the first answer. */
    screenerStatus: z.optional(screenerStatusSchema),
    tenantKey: id,
    enrollmentId: id,
  }),
);
export type PrescreenerRecord = z.infer<typeof prescreenerRecordSchema>;

const prescreenerAnswer = lazySchema(() =>
  z.object({ prescreenerId: z.string(), potentialId: z.nullable(z.string()) }),
);

/** POST /Prescreener/Add — the first question answered; one record per screener response. */
export const addPrescreener = defineCall({
  name: 'Prescreener/Add',
  method: 'POST',
  path: '/Prescreener/Add',
  body: prescreenerRecordSchema,
  response: prescreenerAnswer,
});

export const prescreenerUpdateSchema = lazySchema(() =>
  z.strictObject({
    ...prescreenerRecordSchema.shape,
    screenerStatus: screenerStatusSchema,
    screenerCompleted: z.boolean(),
    screenerOutput: screenerOutputSchema,
  }),
);
export type PrescreenerUpdate = z.infer<typeof prescreenerUpdateSchema>;

/** POST /Prescreener/Update — the same record plus the screener output. */
export const updatePrescreener = defineCall({
  name: 'Prescreener/Update',
  method: 'POST',
  path: '/Prescreener/Update',
  body: prescreenerUpdateSchema,
  response: z.extend(prescreenerAnswer, { screenerStatus: screenerStatusSchema }),
});

/** Global settings' returning-user window, as the data extension receives it. */
export const returningUserRequestModelSchema = lazySchema(() =>
  z.object({
    returningUserTimeInterval: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
    returningUserTimeValue: z.enum(['minutes', 'hours', 'days']),
  }),
);

export const prescreenerDataExtensionSchema = lazySchema(() =>
  z.strictObject({
    participantType: patientTypeSchema,
    journeyStep: journeyStepSchema,
    screenerId: token,
    screenerResponseID: token,
    screenerType: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), SCREENER_TYPE),
    screenerStatus: screenerStatusSchema,
    screenerCompleted: z.boolean(),
    screenerOutcomeParams: screenerOutputSchema,
    JourneyStatus: journeyStatusSchema,
    zipCode: z.optional(z.union([zip, z.literal('')])),
    returningUserRequestModel: z.optional(returningUserRequestModelSchema),
  }),
);
export type PrescreenerDataExtension = z.infer<typeof prescreenerDataExtensionSchema>;

/** POST /api/contacts/AddPrescreenerToDataExtension/{guestRef}?guestType={type} */
export const addPrescreenerToDataExtension = defineCall({
  name: 'AddPrescreenerToDataExtension',
  method: 'POST',
  path: '/api/contacts/AddPrescreenerToDataExtension/:guestRef',
  params: z.object({ guestRef: id }),
  query: z.object({ guestType: guestTypeSchema }),
  body: prescreenerDataExtensionSchema,
  response: z.object({ stored: z.boolean() }),
});

/** "Site details returned for a journey". */
export const siteDetailsSchema = lazySchema(() =>
  z.object({
    siteCode: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    contactPhoneNumber: z.string(),
    warmTransferNumber: z.string(),
    eConsentUrl: z.string(),
    piName: z.string(),
    protocol: z.string(),
    studyName: z.string(),
    projectCode: z.string(),
    nctid: z.string(),
    sponsor: z.string(),
    indication: z.string(),
    isVirtual: z.boolean(),
    isSiteKiElementsEnabled: z.boolean(),
    isProtocalKiElementsEnabled: z.boolean(),
    isLifeLinkEnabled: z.boolean(),
    isHumanAPIEnabled: z.boolean(),
  }),
);
export type SiteDetails = z.infer<typeof siteDetailsSchema>;

export const GET_SITES_URL = '/SiteSelection/GetSites';
export const DEFAULT_SITE_COUNT = '1';
/** The site lookup times out after 20 s. */
export const GET_SITES_TIMEOUT_MS = 20_000;

/** GET /api/dap-api?url=/SiteSelection/GetSites&{params} — sites running the eligible protocols. */
export const getSites = defineCall({
  name: 'dap-api/GetSites',
  method: 'GET',
  path: '/api/dap-api',
  query: z.object({
    url: z.literal(GET_SITES_URL),
    SiteRootPath: z.string().check(z.regex(/^\/[A-Za-z0-9._~/-]{0,200}$/)),
    SiteSettingsId: id,
    Language: languageQuery,
    EligibleProtocols: protocolList,
    ProtocolSettingsId: z.optional(id),
    SiteCount: z._default(z.string().check(z.regex(/^[1-9]\d{0,2}$/)), DEFAULT_SITE_COUNT),
    ZipCode: z.optional(z.union([zip, z.literal('')])),
  }),
  response: z.object({ siteDetails: z.array(siteDetailsSchema) }),
});

/** "Next-steps response". nextStepUrl is a content path without the locale prefix. */
export const nextStepsResponseSchema = lazySchema(() =>
  z.object({
    nextStepUrl: z.string(),
    isVirtual: z.boolean(),
    isHumanAPIEnabledForVirtual: z.boolean(),
    sitesData: z.array(siteDetailsSchema),
    appointmentStatus: z.string(),
    isPostTOLL: z.boolean(),
  }),
);
export type NextStepsResponse = z.infer<typeof nextStepsResponseSchema>;

/**
 * GET /api/journey/NextSteps — where a qualified visitor goes: the contact-info page of the
 * study when a site runs one of the qualified protocols, otherwise the no-site-available outcome.
 */
export const getNextSteps = defineCall({
  name: 'journey/NextSteps',
  method: 'GET',
  path: '/api/journey/NextSteps',
  query: z.object({
    studyKey: token,
    patientType: patientTypeSchema,
    language: languageQuery,
    protocols: protocolList,
    zipCode: z.optional(z.union([zip, z.literal('')])),
  }),
  response: nextStepsResponseSchema,
});
