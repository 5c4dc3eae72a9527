import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.maxLength(max), z.minLength(1));
const optionalText = (max: number) => z.optional(text(max));
const flag = (value: boolean) => z._default(z.boolean(), value);
const inRange = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));
const age = lazySchema(() => z.optional(z.number().check(z.int(), z.gte(0), z.lte(120))));
const yesNo = lazySchema(() => z.optional(z.enum(['Yes', 'No'])));

/** The protocol a site runs (the selected site's "protocol info"). */
export const siteProtocolSchema = lazySchema(() =>
  z.object({
    protocol: requiredText(60),
    studyName: text(200),
    projectCode: optionalText(60),
    nctid: optionalText(20),
    sponsor: text(120),
    indication: text(200),
  }),
);

/** A study site, main fields. */
export const studySiteSchema = lazySchema(() =>
  z.object({
    siteCode: requiredText(40),
    siteName: requiredText(200),
    siteAddress: text(200),
    siteCity: text(100),
    siteState: text(40),
    siteCountry: text(60),
    siteZipCode: text(10),
    contactPhoneNumber: optionalText(32),
    warmTransferNumber: optionalText(32),
    latitude: inRange(-90, 90),
    longitude: inRange(-180, 180),
    /** Miles the site recruits from. */
    radius: z.optional(inRange(0, 5000)),
    tier: z.union([z.literal(1), z.literal(2)]),
    isHybridSite: flag(false),
    isVirtual: flag(false),
    showEnrollSoon: flag(false),
    notYetEnroll: flag(false),
    isLifeLinkEnabled: flag(false),
    isHumanAPIEnabled: flag(false),
    siteDirectedSchedule: flag(false),
    isHoldscheduling: flag(false),
    isSiteKiElementsEnabled: flag(false),
    isProtocalKiElementsEnabled: flag(false),
    piName: optionalText(120),
    eConsentUrl: z.optional(z.url()),
    siteStatus: z._default(z.enum(['Enrolling', 'Not Yet Enrolling', 'Closed']), 'Enrolling'),
    allowEmails: flag(true),
    allowSms: flag(false),
    ageCheckForLL: flag(false),
    minAgeForLL: age,
    maxAgeForLL: age,
    isUserOptedKiElementConsent: yesNo,
    isUserOptedLifeLinkConsent: yesNo,
    protocolInfo: siteProtocolSchema,
    otSponsorId: optionalText(100),
    protocolMDMID: optionalText(100),
    parentSponsorMDMID: optionalText(100),
    ucpmSponsorName: optionalText(120),
    /** The site's own web page (the selected-site card's web link button). */
    webUrl: z.optional(z.url()),
    /** The site has confirmed it takes part; shown, never used to hide a site. */
    isSiteConfirmed: flag(true),
    /**
     * Study staff addresses: server-side only, never sent to a browser. The staff fields are read
     * from the site's file in the pack's default language.
     */
    emailCras: z._default(z.array(z.email()).check(z.maxLength(20)), []),
    studyStaffEmails: z._default(z.array(z.email()).check(z.maxLength(20)), []),
    /**
     * The study staff's mobile numbers (E.164: +, the country code and the number), told of each
     * new referral by text message when `allowSms`: server-side only, never sent to a browser.
     */
    staffMobileNumbers: z._default(
      z
        .array(z.string().check(z.regex(/^\+[1-9]\d{6,14}$/, 'An E.164 mobile number such as +15555550123')))
        .check(z.maxLength(10)),
      [],
    ),
  }),
);

export type StudySite = z.infer<typeof studySiteSchema>;
export type StudySiteInput = z.input<typeof studySiteSchema>;
