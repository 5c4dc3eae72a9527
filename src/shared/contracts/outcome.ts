import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { activeEnrollmentSchema, journeyStatusSchema } from '../domain/journey-status';
import { patientReferralStatusSchema } from '../domain/outcome-paths';
import { ucpmDataOriginSchema } from '../domain/ucpm-data-origin';
import { lazySchema } from '../lazy-schema';

const id = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
const optionalId = lazySchema(() => z.optional(z.string().check(z.trim(), z.maxLength(100))));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** "Outcome update". An empty journeyStep means "cleared". */
export const outcomeUpdateSchema = lazySchema(() =>
  z.strictObject({
    enrollmentId: id,
    journeyStep: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
    journeyStatus: journeyStatusSchema,
    /** 1 on outcome pages (0 at start over): the spec sends it as a number. */
    isActiveEnrollment: activeEnrollmentSchema,
    patientReferralStatus: patientReferralStatusSchema,
    /** True on outcome pages: the visitor's other enrolments stop being active. */
    deActivateExistingEnrollment: z.boolean(),
    /** May be unknown while offline; the server then finds it from the enrolment. */
    potentialId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  }),
);
export type OutcomeUpdate = z.infer<typeof outcomeUpdateSchema>;

/**
 * POST /Patient/UpdatePatientOutcomeDetails: the enrolment reached an outcome page. The
 * answer says how many older enrolments of the same visitor were deactivated.
 */
export const updatePatientOutcomeDetails = defineCall({
  name: 'Patient/UpdatePatientOutcomeDetails',
  method: 'POST',
  path: '/Patient/UpdatePatientOutcomeDetails',
  body: outcomeUpdateSchema,
  response: z.object({
    enrollmentId: z.string(),
    journeyStatus: z.string(),
    isActiveEnrollment: activeEnrollmentSchema,
    deactivatedEnrollments: z.number(),
  }),
});

/** "UCPM job record" (integrationAttemptHistory keeps the spec's `isHumanApienabled`). */
export const ucpmJobRecordSchema = lazySchema(() =>
  z.strictObject({
    otSponsorId: optionalId,
    parentSponsorMDMID: optionalId,
    protocolMDMID: optionalId,
    sponsor: optionalText(120),
    iqviaSponsorId: optionalId,
    guestRef: id,
    potentialId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    dataOrigin: ucpmDataOriginSchema,
    UCPMStudyName: optionalText(200),
    integrationAttemptHistory: z.strictObject({
      baseUrl: z.string().check(z.trim(), z.maxLength(2048)),
      isHumanApienabled: z.boolean(),
      tenantKey: id,
      enrollmentId: id,
      potentialId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    }),
  }),
);
export type UcpmJobRecord = z.infer<typeof ucpmJobRecordSchema>;

/**
 * POST /UCPM/AddUCPMJobRecord, 1.5 s after an outcome page when the site enables the UCPM
 * integration. One job per enrolment and dataOrigin: a re-sent record answers the same jobId.
 */
export const addUcpmJobRecord = defineCall({
  name: 'UCPM/AddUCPMJobRecord',
  method: 'POST',
  path: '/UCPM/AddUCPMJobRecord',
  body: ucpmJobRecordSchema,
  response: z.object({ jobId: z.string() }),
});
