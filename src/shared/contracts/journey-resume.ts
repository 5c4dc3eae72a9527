import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { getResumeJourneyDetails, resumeJourneyTokenSchema } from './journey';
import { lazySchema } from '../lazy-schema';

/*
 * The person's "Continue" on a resume link (ours). Opening the link only reads
 * (GetResumeJourneyDetails, mail scanners open links); this call is the deliberate action that
 * uses the link up and hands the journey over to the device the person is on.
 */

const days = lazySchema(() => z.number().check(z.int(), z.gte(1), z.lte(3650)));
const digits = (max: number) => z.string().check(z.regex(/^\d*$/), z.maxLength(max));

/**
 * What the server knows of the questionnaire, in the shape the contact form and its checks keep
 * on a device: status, qualified protocols, and the zip and date of birth the form prefills.
 */
export const resumedScreenerSchema = lazySchema(() =>
  z.object({
    status: z.enum(['qualified', 'disqualified']),
    protocols: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(50)),
    zipCode: z.string().check(z.maxLength(10)),
    dob: z.object({ day: digits(2), month: digits(2), year: digits(4) }),
  }),
);
export type ResumedScreener = z.infer<typeof resumedScreenerSchema>;

/**
 * POST /api/contacts/ResumeJourney: one-time. A resumable link answers the journey with its ids,
 * the step to continue at (past the contact form once details were given), the questionnaire
 * result and whether contact details were given; the token is then used up, and opening the link
 * again shows the expired popup. A link that is not resumable (expired, used, completed,
 * terminated) answers as the details read does, with nothing restored, and stays as it was.
 * The contact details themselves never travel back: the pages after the form read them on the
 * server by enrolment.
 */
export const resumeJourney = defineCall({
  name: 'contacts/ResumeJourney',
  method: 'POST',
  path: '/api/contacts/ResumeJourney',
  body: z.strictObject({
    resumeJourneyToken: resumeJourneyTokenSchema,
    resumeEnrollmentExprirationDays: z.optional(days),
  }),
  response: z.extend(getResumeJourneyDetails.response, {
    screener: z.nullable(resumedScreenerSchema),
    contactGiven: z.boolean(),
  }),
});
