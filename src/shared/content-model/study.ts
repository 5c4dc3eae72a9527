import * as z from 'zod/mini';
import { languageSchema } from './language';
import { pagePathSchema } from './page';
import { lazySchema } from '../lazy-schema';

/** The three journey types. */
export const journeyTypeSchema = lazySchema(() => z.enum(['01', '02', '03']));
export type JourneyType = z.infer<typeof journeyTypeSchema>;

const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const key = lazySchema(() => requiredText(100));
const optionalId = lazySchema(() => z.optional(z.string().check(z.trim(), z.maxLength(100))));
const short = (max: number) => z.string().check(z.maxLength(max));

/** How a call-centre number shown to the visitor is built and checked. */
export const callCenterNumberSchema = lazySchema(() =>
  z.object({
    length: z.number().check(z.int(), z.gte(4), z.lte(20)),
    pattern: short(200),
    prefix: short(8),
    default: short(32),
  }),
);
export type CallCenterNumber = z.infer<typeof callCenterNumberSchema>;

/** The settings of one study, in one language (the study name is shown to visitors). */
export const studySettingsSchema = lazySchema(() =>
  z.object({
    key,
    language: languageSchema,
    studyName: requiredText(200),
    tenantKey: key,
    journeyType: journeyTypeSchema,
    /** The study's home path, e.g. /asthma-study; its pages live below it. */
    rootPath: pagePathSchema,
    projectTherapeuticArea: requiredText(120),
    protocols: z.array(requiredText(60)).check(z.minLength(1)),
    condition: requiredText(120),
    sponsor: requiredText(120),
    otSponsorId: optionalId,
    parentSponsorMDMID: optionalId,
    protocolMDMID: optionalId,
    iqviaSponsorId: optionalId,
    siteSettingsId: key,
    protocolSettingsId: optionalId,
    screenerKey: z.optional(key),
    contactFormKey: z.optional(key),
    enableScreenerLandingPage: z.boolean(),
    isMultiTA: z.boolean(),
    enableMultiCondition: z.boolean(),
    /**
     * Multi-condition routing: the root paths of the studies of the next conditions, tried in this order when
     * the visitor is disqualified or no site runs a qualified protocol.
     */
    nextConditionStudyPaths: z._default(z.array(pagePathSchema).check(z.maxLength(10)), []),
    /** How many sites the site search returns; the spec's default is "1". */
    siteCount: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 1),
    dataControllerOrg: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    callCenterNumber: callCenterNumberSchema,
    /** The sponsor asks consent for key-information elements (the confirm flow's first popup). */
    sponsorKiElementsConsent: z._default(z.boolean(), false),
    /** A protocol of the study is open to people under 18 (the minor journey can qualify). */
    acceptsMinors: z._default(z.boolean(), false),
    /** The sponsor's life-link setting (the confirm flow's steps 2 and 4); absent = the sponsor has none. */
    sponsorLifeLinkConsent: z.optional(z.boolean()),
  }),
);

export type StudySettings = z.infer<typeof studySettingsSchema>;
export type StudySettingsInput = z.input<typeof studySettingsSchema>;
