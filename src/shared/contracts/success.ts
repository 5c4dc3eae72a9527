import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { patientTypeSchema } from '../domain/journey-roles';
import { journeyTypeSchema } from '../domain/journey-types';
import { id } from './contact-scalars';
import { siteInfoSchema } from './site-info';
import { appointmentStatusSchema } from './site-selection';
import { lazySchema } from '../lazy-schema';

/*
 * The success page's data: the chosen site, the per-component hide flags the server supplies, the appointment
 * and the merge-tag values.
 */

/** One hide flag per success-page component. */
export const successHideFlagsSchema = lazySchema(() =>
  z.object({
    hideAppointmentDateTime: z.boolean(),
    hideIconBoxes: z.boolean(),
    hideConfirmationBanner: z.boolean(),
    hideHeadingMessage: z.boolean(),
    hideShareHealthData: z.boolean(),
    hideNextSteps: z.boolean(),
    hideAdvancedNextSteps: z.boolean(),
    hideContent: z.boolean(),
  }),
);
export type SuccessHideFlags = z.infer<typeof successHideFlagsSchema>;

/**
 * Merge-tag values, e.g. {FirstName}, {SiteName}, {SponsorContact}. Personal values (names) come
 * from what the person gave on the contact form; the answer is never cached (no-store).
 */
export const mergeTagValuesSchema = lazySchema(() => z.record(z.string(), z.string()));
export type MergeTagValues = z.infer<typeof mergeTagValuesSchema>;

/** GET /api/success/Details?enrollmentId=&language= (ours). 404 for an unknown enrolment. */
export const getSuccessDetails = defineCall({
  name: 'success/Details',
  method: 'GET',
  path: '/api/success/Details',
  query: z.strictObject({ enrollmentId: id, language: z._default(languageSchema, 'en') }),
  response: z.object({
    journeyType: journeyTypeSchema,
    patientType: patientTypeSchema,
    site: z.nullable(siteInfoSchema),
    flags: successHideFlagsSchema,
    appointmentStatus: appointmentStatusSchema,
    /** "date, day part, time", or ''. */
    appointmentDateTime: z.string(),
    isHumanAPIEnabledForVirtual: z.boolean(),
    mergeTags: mergeTagValuesSchema,
    /** Ours: the address the health-data session is made for (client_user_email), when known. */
    contactEmail: z.optional(z.string()),
  }),
});
