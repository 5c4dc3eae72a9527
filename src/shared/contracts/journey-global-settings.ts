import * as z from 'zod/mini';
import { languageSchema } from '../content-model/language';
import { cookieTrackerSchema } from '../content-model/site-settings';
import { activeEnrollmentSchema, journeyStatusSchema } from '../domain/journey-status';
import { journeyStepSchema } from '../domain/journey-steps';
import { journeyTypeSchema } from '../domain/journey-types';
import { lazySchema } from '../lazy-schema';

const id = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) => z.optional(text(max));
const urlList = lazySchema(() => z.optional(z.array(text(500)).check(z.maxLength(50))));

/** "urlParams (list of key and value)". */
export const urlParamSchema = lazySchema(() =>
  z.strictObject({ key: text(100).check(z.minLength(1)), value: text(2000) }),
);

/** "Global-settings payload" (sponsor-consent flags as one map: the spec does not name them). */
export const globalSettingsSchema = lazySchema(() =>
  z.strictObject({
    isActiveEnrollment: activeEnrollmentSchema,
    /** Empty or absent while Participant/Add has not answered yet. */
    potentialId: optionalText(64),
    tenantKey: id,
    source: optionalText(32),
    dataControllerOrg: optionalText(200),
    journeyStatus: journeyStatusSchema,
    /** null (or absent) when no step is saved, e.g. after an outcome. */
    journeyStep: z.optional(z.nullable(journeyStepSchema)),
    siteRootPath: optionalText(300),
    successRootPath: optionalText(300),
    smsRootPath: optionalText(300),
    language: languageSchema,
    invitedSite: optionalText(100),
    invitedProtocol: optionalText(100),
    siteSettingsId: optionalText(100),
    sendMailingList: z.optional(z.boolean()),
    baseUrl: optionalText(2048),
    studyName: optionalText(200),
    protocolSettingsId: optionalText(100),
    enableScreenerLandingPage: z.optional(z.boolean()),
    siteCount: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
    returningUserTimeInterval: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10_000))),
    returningUserTimeValue: optionalText(20),
    journeyId: journeyTypeSchema,
    adultSiteUrls: urlList,
    minorSiteUrls: urlList,
    caregiverSiteUrls: urlList,
    automaticRedirectionUrls: urlList,
    sponsorConsentFlags: z.optional(z.record(text(100), z.boolean())),
    projectTherapeuticArea: optionalText(120),
    browserId: optionalText(64),
    diversityCohortParam: optionalText(200),
    nonDiversityCohortParam: optionalText(200),
    urlParams: z.optional(z.array(urlParamSchema).check(z.maxLength(50))),
    eprName: optionalText(120),
    cookieTracker: z.optional(cookieTrackerSchema),
    /** Ours: ties the post to its enrolment before potentialId is known. */
    enrollmentId: z.optional(id),
    /** Ours: the study the page belongs to. */
    studyKey: z.optional(id),
  }),
);
export type GlobalSettingsPayload = z.infer<typeof globalSettingsSchema>;
