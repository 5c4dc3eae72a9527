import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { timeUnitSchema } from '../content-model/site-settings';
import { guestTypeSchema, patientTypeSchema } from '../domain/journey-roles';
import { email, id, key, optionalText, protocolList, text } from './contact-scalars';
import { urlParamSchema } from './journey-global-settings';
import { screenerStatusSchema } from './prescreener';
import { lazySchema } from '../lazy-schema';

/*
 * The contact-form calls, at the paths the specification gives, with its entities' field names
 * (and spellings: showCustomErrorMessageModel, primaryconsent). Fields marked
 * "ours" are not in the spec: they let the server find the form, study and enrolment a call
 * belongs to. Every write is validated field by field with the same rules as the form
 * (src/shared/domain/contact-form/form-rules.ts); a bad payload answers 400 and stores nothing.
 */

// ---------------------------------------------------------------- form values

/** The form types (same names as the patient types). */
export const contactFormTypeSchema = patientTypeSchema;

/** One field's value: text, a checkbox, or the options of a multicheckbox. */
export const contactValueSchema = lazySchema(() =>
  z.union([
    z.string().check(z.maxLength(2000)),
    z.boolean(),
    z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100)),
  ]),
);

/** A field name as content defines it (Email, CaregiverZipCode, consent keys …). */
export const contactFieldNameSchema = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/)),
);

export const MAX_CONTACT_FIELDS = 150;

/** The submitted values, field name → value. The form's own rules are applied on the server. */
export const contactValuesSchema = lazySchema(() =>
  z.record(contactFieldNameSchema, z.optional(contactValueSchema)).check(
    z.refine((values) => Object.keys(values).length <= MAX_CONTACT_FIELDS, {
      message: `At most ${MAX_CONTACT_FIELDS} fields`,
    }),
  ),
);
export type ContactValuesPayload = z.infer<typeof contactValuesSchema>;

/**
 * Ours: what the validation rules need to know about the visitor besides the values
 * (RuleContext of form-rules.ts; journeyType and now are the server's own).
 */
export const contactRuleContextSchema = lazySchema(() =>
  z.strictObject({
    /** A path segment of the contact-info page contains "minor". */
    minorPath: z.boolean(),
    /** The screener passed (pSec present): the Qualified age bounds apply. */
    screenerQualified: z.boolean(),
  }),
);

// ---------------------------------------------------------------- check participant

/** "Check-participant response". */
export const checkParticipantResponseSchema = lazySchema(() =>
  z.object({
    showResumeEmailModal: z.boolean(),
    isReturningUser: z.boolean(),
    potentialParticipantId: z.string(),
    browserId: z.nullable(z.string()),
    showCustomErrorMessageModel: z.boolean(),
    showPatientExistModel: z.boolean(),
    primaryconsent: z.nullable(z.boolean()),
    secondaryconsent: z.nullable(z.boolean()),
    /** Ours: true when the resume link was mailed by this call (isSubmit with the resume modal). */
    resumeEmailSent: z.boolean(),
  }),
);
export type CheckParticipantResponse = z.infer<typeof checkParticipantResponseSchema>;

const dayPart = lazySchema(() => z.string().check(z.regex(/^(|[1-9]|[12]\d|3[01]|0[1-9])$/)));
const monthPart = lazySchema(() => z.string().check(z.regex(/^(|[1-9]|1[0-2]|0[1-9])$/)));
const yearPart = lazySchema(() => z.string().check(z.regex(/^(|\d{4})$/)));

/** CheckResumingReturningUser payload. */
export const checkResumingReturningUserBodySchema = lazySchema(() =>
  z.strictObject({
    /** true for the check made by the submit button (only then is a resume link mailed). */
    isSubmit: z.boolean(),
    tenantKey: id,
    currentGuestRef: z.optional(id),
    currentEnrollment: z.optional(id),
    patientType: patientTypeSchema,
    email,
    currentScreenerStatus: z.optional(screenerStatusSchema),
    qualifiedProtocol: z.optional(z.union([protocolList, z.literal('')])),
    /** Caregiver and minor forms: the participant's names and date of birth. */
    participantFirstName: optionalText(100),
    participantLastName: optionalText(100),
    day: z.optional(dayPart),
    month: z.optional(monthPart),
    year: z.optional(yearPart),
    returningUserTimeInterval: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
    returningUserTimeValue: timeUnitSchema,
    isResumeEmailCheck: z.boolean(),
    isReturnCheck: z.boolean(),
    /** Point of sale (the site's name). */
    pos: optionalText(120),
    isJourney3: z.boolean(),
    isScreenerSubmit: z.boolean(),
    /** Ours: the study and language the resume link is mailed for. */
    studyKey: z.optional(key),
    language: z.optional(languageSchema),
  }),
);
export type CheckResumingReturningUserBody = z.infer<typeof checkResumingReturningUserBodySchema>;

/**
 * POST /api/contacts/CheckResumingReturningUser?guestType={type}. Decided from the stored
 * contact submissions and enrolments (rules: src/server/contact/returning-user.ts). Counts as a
 * write (Idempotency-Key) because the submit check may mail a resume link.
 */
export const checkResumingReturningUser = defineCall({
  name: 'contacts/CheckResumingReturningUser',
  method: 'POST',
  path: '/api/contacts/CheckResumingReturningUser',
  query: z.strictObject({ guestType: guestTypeSchema }),
  body: checkResumingReturningUserBodySchema,
  response: checkParticipantResponseSchema,
});

/**
 * POST /api/contacts/GetConsentDetails (our path for the validation rules' "then the consent lookup"): the
 * consents the tenant has stored for this email; nulls when it knows none.
 */
export const getConsentDetails = defineCall({
  name: 'contacts/GetConsentDetails',
  method: 'POST',
  path: '/api/contacts/GetConsentDetails',
  changesState: false,
  body: z.strictObject({ tenantKey: id, email }),
  response: z.object({
    primaryconsent: z.nullable(z.boolean()),
    secondaryconsent: z.nullable(z.boolean()),
    secondaryConsentMedium: z.nullable(z.string()),
  }),
});

// ---------------------------------------------------------------- customer data platform

/** The form a set of values belongs to (ours): the server loads it and applies its rules. */
const formRef = {
  /** The contact form's content key (= contactFormSettingsId). */
  contactFormSettingsId: key,
  formType: contactFormTypeSchema,
  language: languageSchema,
  /** Ours: the study the form is shown for (journey type, tenant). */
  studyKey: key,
  ruleContext: contactRuleContextSchema,
  values: contactValuesSchema,
};

/**
 * PUT-style POST /api/contacts/AddUpdatePatientDetails/{guestRef}?guestType={type}: form data and
 * urlParams saved to the customer data platform; one record per (guest, enrolment), latest wins.
 */
export const addUpdatePatientDetails = defineCall({
  name: 'contacts/AddUpdatePatientDetails',
  method: 'POST',
  path: '/api/contacts/AddUpdatePatientDetails/:guestRef',
  params: z.strictObject({ guestRef: id }),
  query: z.strictObject({ guestType: guestTypeSchema }),
  body: z.strictObject({
    ...formRef,
    enrollmentId: id,
    urlParams: z._default(z.array(urlParamSchema).check(z.maxLength(50)), []),
  }),
  response: z.object({ stored: z.literal(true), guestRef: z.string(), enrollmentId: z.string() }),
});

// ---------------------------------------------------------------- add patient / delegate

/** Submit payload's journeyStatusRequest. */
export const journeyStatusRequestSchema = lazySchema(() =>
  z.strictObject({
    enrollmentId: id,
    journeyStep: z.literal('contact-info'),
    journeyStatus: z.literal(''),
  }),
);

/** "Submit payload" plus the form reference, the guest and the values (Patient/Add, Delegate/Add). */
export const contactSubmitBodySchema = lazySchema(() =>
  z.strictObject({
    ...formRef,
    /** The bot-check token ('' when the bot check is off). */
    token: z._default(text(4000), ''),
    siteSettingsId: key,
    communities: z._default(z.array(key).check(z.maxLength(50)), []),
    conditionOfInterest: z._default(z.array(key).check(z.maxLength(50)), []),
    patientReferralStatus: z._default(text(80), ''),
    /** Caregiver and minor forms: the IP from GET /api/getIp. */
    clientIp: z.optional(z.union([z.ipv4(), z.ipv6()])),
    urlParams: z._default(z.array(urlParamSchema).check(z.maxLength(50)), []),
    journeyStatusRequest: journeyStatusRequestSchema,
    guestRef: id,
    /** Ours: the potential id of the enrolment (Participant/Add), when known. */
    potentialId: z.optional(id),
    /** From the check-participant response. */
    potentialParticipantId: z.optional(id),
  }),
);
export type ContactSubmitBody = z.infer<typeof contactSubmitBodySchema>;
export type ContactSubmitInput = z.input<typeof contactSubmitBodySchema>;

/** What Patient/Add and Delegate/Add answer: the stored patient (the same one on a repeat). */
export const contactSubmitResponseSchema = lazySchema(() =>
  z.object({
    patientId: z.string(),
    enrollmentId: z.string(),
    potentialId: z.nullable(z.string()),
    potentialParticipantId: z.nullable(z.string()),
    formType: contactFormTypeSchema,
    /** false when this enrolment already had its patient (a repeat with a new key): nothing changed. */
    created: z.boolean(),
  }),
);
export type ContactSubmitResponse = z.infer<typeof contactSubmitResponseSchema>;

/** POST /Patient/Add (adult form). One patient per enrolment. */
export const addPatient = defineCall({
  name: 'Patient/Add',
  method: 'POST',
  path: '/Patient/Add',
  body: contactSubmitBodySchema,
  response: contactSubmitResponseSchema,
});

/** POST /Delegate/Add (caregiver and minor forms). One patient per enrolment. */
export const addDelegate = defineCall({
  name: 'Delegate/Add',
  method: 'POST',
  path: '/Delegate/Add',
  body: contactSubmitBodySchema,
  response: contactSubmitResponseSchema,
});

/** GET /api/getIp: the client's IP as the server sees it (behind a proxy: X-Forwarded-For). */
export const getClientIp = defineCall({
  name: 'api/getIp',
  method: 'GET',
  path: '/api/getIp',
  response: z.object({ ip: z.string() }),
});

// The calls that follow a submission (mailing list, SMS, site details, life-link, next steps).
export * from './contact-follow-ups';
