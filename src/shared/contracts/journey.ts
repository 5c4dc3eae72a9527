import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { activeEnrollmentSchema, journeyStatusSchema } from '../domain/journey-status';
import { guestTypeSchema, patientTypeSchema } from '../domain/journey-roles';
import { journeyStepSchema } from '../domain/journey-steps';
import { globalSettingsSchema } from './journey-global-settings';
import { journeyTypeSchema } from '../domain/journey-types';
import { lazySchema } from '../lazy-schema';

/*
 * The journey calls, at the paths the specification gives, with its field names (including its
 * spellings: resumeLinkExprirationDays). Fields marked "ours" are not in
 * the spec; they let the server tie a call to its enrolment or the client find its study.
 */

const id = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) => z.optional(text(max));
const days = lazySchema(() => z.number().check(z.int(), z.gte(1), z.lte(3650)));
const nullableId = lazySchema(() => z.nullable(z.string()));

/** A resume token as mailed: 32 random bytes in base64url (43 characters). */
export const resumeJourneyTokenSchema = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Not a resume token')),
);

// ---------------------------------------------------------------- resume by link

/**
 * POST /api/contacts/GetResumeJourneyDetails: what a resume link leads to. A READ: it never
 * uses the token up (mail scanners open links), so it carries no Idempotency-Key. The days
 * sent can only shorten the server's lifetimes, never extend them.
 */
export const getResumeJourneyDetails = defineCall({
  name: 'contacts/GetResumeJourneyDetails',
  method: 'POST',
  path: '/api/contacts/GetResumeJourneyDetails',
  changesState: false,
  body: z.strictObject({
    resumeJourneyToken: resumeJourneyTokenSchema,
    resumeLinkExprirationDays: z.optional(days),
    resumeEnrollmentExprirationDays: z.optional(days),
  }),
  /**
   * "Resume-details response". The ids (guestRef, enrollmentId, browserId, potentialId) are
   * always null here: whoever opens a link may be a mail scanner, so they come only with the
   * person's Continue (ResumeJourney, journey-resume.ts). An unknown or used token answers like an
   * expired one (isLinkExpired true); an expired link or enrolment answers only journeyStatus and
   * journeyType (for the completed / terminated popups).
   */
  response: z.object({
    guestRef: nullableId,
    journeyStep: z.nullable(journeyStepSchema),
    journeyStatus: z.nullable(journeyStatusSchema),
    enrollmentId: nullableId,
    journeyType: z.nullable(journeyTypeSchema),
    browserId: nullableId,
    potentialId: nullableId,
    isEnrollmentExpired: z.boolean(),
    isLinkExpired: z.boolean(),
    /** Ours: the study whose rootPath the step URL is built on. */
    studyKey: nullableId,
    /** Ours: the patient type the step URL needs (adult, minor, caregiver). */
    participantType: z.nullable(patientTypeSchema),
    /** Ours: the language the link was requested in. */
    language: z.nullable(languageSchema),
    tenantKey: nullableId,
  }),
});

/**
 * POST /api/contacts/SendResumeJourneyLink (ours; the email-sent modal): the server creates a
 * resume token for the enrolment and mails `{PUBLIC_BASE_URL}{/es}{study root}?resumeJourneyToken=…`.
 * The token is never part of the answer.
 */
export const sendResumeJourneyLink = defineCall({
  name: 'contacts/SendResumeJourneyLink',
  method: 'POST',
  path: '/api/contacts/SendResumeJourneyLink',
  body: z.strictObject({
    email: z.email().check(z.maxLength(254)),
    enrollmentId: id,
    guestRef: id,
    tenantKey: id,
    studyKey: id,
    language: languageSchema,
  }),
  response: z.object({ sent: z.literal(true), expiresAt: z.iso.datetime({ offset: true }) }),
});

// ---------------------------------------------------------------- returning visitor

/**
 * POST /api/contacts/FetchTAResumingJourneyDetailsBasedOnTenantKey (the spec does not show
 * the method; POST keeps the guest reference out of URLs and logs). A read: the guest's latest
 * Partial, unexpired enrolment for the tenant in the selected language (or of unknown
 * language); all fields null when there is none.
 */
export const fetchTAResumingJourneyDetails = defineCall({
  name: 'contacts/FetchTAResumingJourneyDetailsBasedOnTenantKey',
  method: 'POST',
  path: '/api/contacts/FetchTAResumingJourneyDetailsBasedOnTenantKey',
  changesState: false,
  body: z.strictObject({ tenantKey: id, guestRef: id, selectedLanguage: languageSchema }),
  response: z.object({
    journeyStatus: z.nullable(journeyStatusSchema),
    journeyStep: z.nullable(journeyStepSchema),
    enrollmentId: nullableId,
    journeyType: z.nullable(journeyTypeSchema),
    potentialId: nullableId,
    /** Ours, as in the resume details. */
    studyKey: nullableId,
    participantType: z.nullable(patientTypeSchema),
  }),
});

// ---------------------------------------------------------------- global settings

export { globalSettingsSchema, type GlobalSettingsPayload } from './journey-global-settings';

/** POST /api/contacts/AddGlobalSettingsToDataExtension/{guestRef}?guestType=visitor|customer. */
export const addGlobalSettingsToDataExtension = defineCall({
  name: 'contacts/AddGlobalSettingsToDataExtension',
  method: 'POST',
  path: '/api/contacts/AddGlobalSettingsToDataExtension/:guestRef',
  params: z.strictObject({ guestRef: id }),
  query: z.strictObject({ guestType: guestTypeSchema }),
  body: globalSettingsSchema,
  response: z.object({ recorded: z.literal(true), enrollmentId: nullableId }),
});

// ---------------------------------------------------------------- participant updates

const enrollmentAnswer = lazySchema(() =>
  z.object({
    enrollmentId: z.string(),
    journeyStatus: journeyStatusSchema,
    isActiveEnrollment: activeEnrollmentSchema,
  }),
);

/**
 * POST /Participant/UpdateParticipantStatus: by potentialId, or by guestRef and enrollmentId.
 * Answers the status the server keeps (an outcome is never undone by a late Partial; a
 * terminated enrolment stays terminated). 404 for an unknown enrolment.
 */
export const updateParticipantStatus = defineCall({
  name: 'Participant/UpdateParticipantStatus',
  method: 'POST',
  path: '/Participant/UpdateParticipantStatus',
  body: z
    .strictObject({
      potentialId: z.optional(id),
      guestRef: z.optional(id),
      enrollmentId: z.optional(id),
      isActiveEnrollment: activeEnrollmentSchema,
      journeyStatus: journeyStatusSchema,
    })
    .check(
      z.refine(
        (body) =>
          body.potentialId !== undefined || (body.guestRef !== undefined && body.enrollmentId !== undefined),
        {
          message: 'Give potentialId, or guestRef and enrollmentId',
          path: ['potentialId'],
        },
      ),
    ),
  response: enrollmentAnswer,
});

/** "Query-param record". */
export const queryParamSchema = lazySchema(() =>
  z.strictObject({
    queryParamKey: text(100).check(z.minLength(1)),
    queryParamValue: text(2000),
  }),
);

/** POST /Participant/AddOrUpdateQueryParams: each key is stored once per enrolment (latest value). */
export const addOrUpdateQueryParams = defineCall({
  name: 'Participant/AddOrUpdateQueryParams',
  method: 'POST',
  path: '/Participant/AddOrUpdateQueryParams',
  body: z.strictObject({
    queryParams: z.array(queryParamSchema).check(z.maxLength(50)),
    enrollmentId: id,
    tenantKey: id,
    potentialId: optionalText(64),
  }),
  response: z.object({ enrollmentId: z.string(), stored: z.number() }),
});

/**
 * GET /Participant/UpdatePotentialParticipantId?potentialId&potentialParticipantId: a GET
 * that changes state (the spec's), so it takes an Idempotency-Key like any write.
 */
export const updatePotentialParticipantId = defineCall({
  name: 'Participant/UpdatePotentialParticipantId',
  method: 'GET',
  path: '/Participant/UpdatePotentialParticipantId',
  changesState: true,
  query: z.strictObject({ potentialId: id, potentialParticipantId: id }),
  response: z.object({ potentialId: z.string(), potentialParticipantId: z.string() }),
});

/**
 * POST /Participant/UpdateParticipantType (ours; the spec's "participant-type update on question
 * screen" call: potential id, enrollment id, participant type; path not shown). tenantKey (ours,
 * optional) removes any doubt about which tenant's enrolment is meant.
 */
export const updateParticipantType = defineCall({
  name: 'Participant/UpdateParticipantType',
  method: 'POST',
  path: '/Participant/UpdateParticipantType',
  body: z.strictObject({
    potentialId: z.optional(id),
    enrollmentId: id,
    tenantKey: z.optional(id),
    participantType: patientTypeSchema,
  }),
  response: z.object({ enrollmentId: z.string(), participantType: patientTypeSchema }),
});
