import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { guestTypeSchema, patientTypeSchema } from '../domain/journey-roles';
import { journeyTypeSchema } from '../domain/journey-types';
import { patientReferralStatusSchema } from '../domain/outcome-paths';
import { id, key, optionalText } from './contact-scalars';
import { nextStepsResponseSchema } from './prescreener';
import { siteInfoSchema, sponsorConsentSchema, yesNoSchema } from './site-info';
import { lazySchema } from '../lazy-schema';

/*
 * The calls of site selection: the site search, the site save is AddOrUpdatePatientSiteDetails
 * (contact-follow-ups.ts), the data extension, the next step after a chosen site, the appointment status, and
 * the no-site-convenient calls.
 */

const zipOrEmpty = lazySchema(() => z.union([z.string().check(z.regex(/^\d{5}$/)), z.literal('')]));
const rootPath = lazySchema(() => z.string().check(z.regex(/^\/[A-Za-z0-9._~/-]{0,200}$/)));
const booleanQuery = lazySchema(() => z._default(z.enum(['true', 'false']), 'false'));

/** Where the person is, from their zip through the bundled zip table. */
export const searchOriginSchema = lazySchema(() =>
  z.object({
    zipCode: z.string(),
    state: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
);
export type SearchOrigin = z.infer<typeof searchOriginSchema>;

/**
 * GET /api/sites/Search (the spec's "Site search by ZIP or all sites", path not shown). With
 * IsSiteDetailsForHomePage=true or without EnrollmentId: every open site of the study (study
 * location, home page). With EnrollmentId: the sites running the enrolment's qualified protocols.
 * ZipCode (journey 01's search) overrides the zip the person gave on the contact form. Sorted by
 * tier, then distance; distances in miles from the zip table.
 */
export const searchSites = defineCall({
  name: 'sites/Search',
  method: 'GET',
  path: '/api/sites/Search',
  query: z.strictObject({
    SiteRootPath: rootPath,
    SiteSettingsId: key,
    Language: z._default(languageSchema, 'en'),
    IsSiteDetailsForHomePage: booleanQuery,
    ZipCode: z._default(zipOrEmpty, ''),
    EnrollmentId: z.optional(id),
  }),
  response: z.object({
    sitesData: z.array(siteInfoSchema),
    siteCount: z.number(),
    origin: z.nullable(searchOriginSchema),
    sponsorConsent: sponsorConsentSchema,
    studyKey: z.string(),
    journeyType: journeyTypeSchema,
  }),
});

/** referralId is the enrolment id combined with the site code. */
export function referralIdOf(enrollmentId: string, siteCode: string): string {
  return `${enrollmentId}-${siteCode}`;
}

/**
 * POST /api/contacts/AddUpdateSiteProtocolToDataExtension/{guestRef}?guestType=: the chosen
 * site and protocol written to the data extension. data true means success.
 */
export const addUpdateSiteProtocolToDataExtension = defineCall({
  name: 'contacts/AddUpdateSiteProtocolToDataExtension',
  method: 'POST',
  path: '/api/contacts/AddUpdateSiteProtocolToDataExtension/:guestRef',
  params: z.strictObject({ guestRef: id }),
  query: z.strictObject({ guestType: guestTypeSchema }),
  body: z.strictObject({
    tenantKey: id,
    enrollmentId: id,
    siteCode: key,
    protocol: key,
    referralId: key,
    journeyType: journeyTypeSchema,
    studyName: optionalText(200),
    sponsor: optionalText(120),
    isUserOptedKiElementConsent: z.optional(yesNoSchema),
    isUserOptedLifeLinkConsent: z.optional(yesNoSchema),
  }),
  response: z.object({ data: z.boolean() }),
});

/**
 * GET /api/journey/SiteSelectionNextSteps (the spec's "Next step fetch", path not shown): where the person
 * goes once the site is saved: the success page, with post-TOLL (life-link) and the appointment.
 * 409 when no site was saved for the enrolment.
 */
export const getSiteSelectionNextSteps = defineCall({
  name: 'journey/SiteSelectionNextSteps',
  method: 'GET',
  path: '/api/journey/SiteSelectionNextSteps',
  query: z.strictObject({
    studyKey: key,
    patientType: patientTypeSchema,
    language: z._default(languageSchema, 'en'),
    enrollmentId: id,
    siteCode: key,
  }),
  response: z.extend(nextStepsResponseSchema, {
    /** "date, day part, time", comma separated, or '' when nothing is booked. */
    appointmentDateTime: z.string(),
  }),
});

export const APPOINTMENT_STATUSES = ['NotInitiated', 'Requested', 'SiteDirected', 'Scheduled'] as const;
export const appointmentStatusSchema = lazySchema(() => z.enum(APPOINTMENT_STATUSES));
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

/** POST /api/sites/UpdateAppointmentStatus (the confirm flow's step 5; path not shown). */
export const updateAppointmentStatus = defineCall({
  name: 'sites/UpdateAppointmentStatus',
  method: 'POST',
  path: '/api/sites/UpdateAppointmentStatus',
  body: z.strictObject({
    tenantKey: id,
    enrollmentId: id,
    siteCode: key,
    appointmentStatus: appointmentStatusSchema,
  }),
  response: z.object({ updated: z.literal(true) }),
});

/** POST /api/contacts/UpdateZipcodeReferral/{potentialId}?guestType= (the answer is ignored). */
export const updateZipcodeReferral = defineCall({
  name: 'contacts/UpdateZipcodeReferral',
  method: 'POST',
  path: '/api/contacts/UpdateZipcodeReferral/:potentialId',
  params: z.strictObject({ potentialId: id }),
  query: z.strictObject({ guestType: guestTypeSchema }),
  body: z.strictObject({
    enrollmentId: id,
    zipCode: zipOrEmpty,
    patientState: optionalText(40),
    journeyStep: z.string().check(z.trim(), z.maxLength(40)),
    patientReferralStatus: patientReferralStatusSchema,
    patientType: patientTypeSchema,
  }),
  response: z.object({ updated: z.literal(true) }),
});

/** POST /SiteSelection/UpdatePatientDetailsForNSC?potentialId=&tenantKey=&enrollmentId=&patientReferralStatus= */
export const updatePatientDetailsForNsc = defineCall({
  name: 'SiteSelection/UpdatePatientDetailsForNSC',
  method: 'POST',
  path: '/SiteSelection/UpdatePatientDetailsForNSC',
  query: z.strictObject({
    potentialId: z.optional(id),
    tenantKey: id,
    enrollmentId: id,
    patientReferralStatus: z.enum(['No-site-convenient', 'Site-not-convenient']),
  }),
  response: z.object({ updated: z.literal(true) }),
});

/** POST /api/contacts/UpdateSiteProtocolDetailsForNSC/{guestRef}?enrollmentId=. */
export const updateSiteProtocolDetailsForNsc = defineCall({
  name: 'contacts/UpdateSiteProtocolDetailsForNSC',
  method: 'POST',
  path: '/api/contacts/UpdateSiteProtocolDetailsForNSC/:guestRef',
  params: z.strictObject({ guestRef: id }),
  query: z.strictObject({ enrollmentId: id }),
  body: z.strictObject({
    tenantKey: id,
    /** The sites the person was offered and found inconvenient. */
    siteCodes: z.array(key).check(z.maxLength(100)),
  }),
  response: z.object({ updated: z.literal(true) }),
});
