import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/*
 * "Site info": a study site as the site search, the site save and the success page carry it. The study
 * staff's e-mail addresses (emailCras, studyStaffEmails) stay on the server: the browser never needs them.
 */

const yesNo = lazySchema(() => z.enum(['Yes', 'No']));
export type YesNo = z.infer<typeof yesNo>;
export const yesNoSchema = yesNo;

export const siteProtocolInfoSchema = lazySchema(() =>
  z.object({
    protocol: z.string(),
    studyName: z.string(),
    projectCode: z.string(),
    nctid: z.string(),
    sponsor: z.string(),
    indication: z.string(),
  }),
);

export const siteInfoSchema = lazySchema(() =>
  z.object({
    siteCode: z.string(),
    siteName: z.string(),
    siteAddress: z.string(),
    siteCity: z.string(),
    siteState: z.string(),
    siteCountry: z.string(),
    siteZipCode: z.string(),
    contactPhoneNumber: z.string(),
    warmTransferNumber: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** Miles the site recruits from; null when the site sets none. */
    radius: z.nullable(z.number()),
    /** Miles from the person's zip (one decimal), null when the zip is unknown or the site virtual. */
    distance: z.nullable(z.number()),
    tier: z.union([z.literal(1), z.literal(2)]),
    isHybridSite: z.boolean(),
    showEnrollSoon: z.boolean(),
    notYetEnroll: z.boolean(),
    isLifeLinkEnabled: z.boolean(),
    siteDirectedSchedule: z.boolean(),
    isHoldscheduling: z.boolean(),
    isSiteKiElementsEnabled: z.boolean(),
    isProtocalKiElementsEnabled: z.boolean(),
    isSiteConfirmed: z.boolean(),
    piName: z.string(),
    eConsentUrl: z.string(),
    siteStatus: z.string(),
    allowEmails: z.boolean(),
    allowSms: z.boolean(),
    ageCheckForLL: z.boolean(),
    minAgeForLL: z.nullable(z.number()),
    maxAgeForLL: z.nullable(z.number()),
    isHumanAPIEnabled: z.boolean(),
    isVirtual: z.boolean(),
    isUserOptedKiElementConsent: z.nullable(yesNo),
    isUserOptedLifeLinkConsent: z.nullable(yesNo),
    protocolInfo: siteProtocolInfoSchema,
    otSponsorId: z.string(),
    protocolMDMID: z.string(),
    parentSponsorMDMID: z.string(),
    ucpmSponsorName: z.string(),
    /** Ours: the site's own web page (the selected-site card's web link button), or ''. */
    webUrl: z.string(),
  }),
);
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The sponsor's consent settings that gate the confirm flow's popups (its steps 1, 2 and 4). */
export const sponsorConsentSchema = lazySchema(() =>
  z.object({
    /** The sponsor asks consent for key-information elements. */
    kiElementsConsent: z.boolean(),
    /** The sponsor's life-link setting: true or false, or null when the sponsor has none. */
    lifeLinkConsent: z.nullable(z.boolean()),
  }),
);
export type SponsorConsent = z.infer<typeof sponsorConsentSchema>;
