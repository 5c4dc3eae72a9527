import * as z from 'zod/mini';
import { DEFAULT_LANGUAGE, languageOptionSchema, languageSchema } from './language';
import { hrefSchema, linkSchema } from './link';
import { kioskSettingsSchema, staffPinVerifierSchema } from './kiosk-settings';
import { sessionSettingsSchema } from './session-fields';
import { lazySchema } from '../lazy-schema';

/** Defaults. */
export const DEFAULT_SOURCE = 'CR';
export const DEFAULT_SITE_NAME = 'ClinicalResearch';
export const DEFAULT_MY_PROFILE_PATH = '/manage-my-profile';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const int = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));
const key = lazySchema(() => requiredText(100));
const optionalId = lazySchema(() => z.optional(text(100)));

/** "Cookie tracker". Essential cookies are always opted in. */
export const cookieCategorySchema = lazySchema(() =>
  z.object({
    categoryType: requiredText(60),
    isActive: z.boolean(),
    isOptin: z.boolean(),
  }),
);
export const cookieTrackerSchema = lazySchema(() =>
  z.object({
    domain: text(253),
    cookieCategory: z.array(cookieCategorySchema),
  }),
);
export type CookieTracker = z.infer<typeof cookieTrackerSchema>;

export const headerSettingsSchema = lazySchema(() =>
  z.object({
    logoText: requiredText(80),
    logoAlt: requiredText(160),
    links: z.array(linkSchema).check(z.maxLength(12)),
  }),
);

/**
 * "Footer variants CR and Default": Default is one column (logo, links, copyright); CR adds a tagline beside
 * the logo, lays the links out in columns and puts the copyright on its own band. Absent means Default, so
 * older settings keep their footer.
 */
export const FOOTER_VARIANTS = ['CR', 'Default'] as const;
export const footerVariantSchema = lazySchema(() => z.enum(FOOTER_VARIANTS));
export type FooterVariant = z.infer<typeof footerVariantSchema>;

/** `copyright` may contain [currentYear] or [copyrightyear], replaced with the year when shown. */
export const footerSettingsSchema = lazySchema(() =>
  z.object({
    variant: z.optional(footerVariantSchema),
    tagline: z.optional(text(200)),
    copyright: text(300),
    copyrightYear: z.optional(int(1900, 3000)),
    links: z.array(linkSchema).check(z.maxLength(20)),
  }),
);

/** A duration unit for the returning-user window (one of the spec's global settings). */
export const timeUnitSchema = lazySchema(() => z.enum(['minutes', 'hours', 'days']));

/**
 * The settings of one site in one language: the spec's "site settings read" fields, the
 * site-level global-settings fields, and the header/footer of the shared layout.
 * Field names keep the spec's spelling (EnableGoogleRecaptcha, RemoveQueryParamList, …).
 */
export const siteSettingsSchema = lazySchema(() =>
  z.object({
    language: languageSchema,
    tenantKey: key,
    siteSettingsId: key,
    siteName: z._default(requiredText(120), DEFAULT_SITE_NAME),
    source: z._default(z.enum(['CR', 'EPR', 'TA-EPR']), DEFAULT_SOURCE),
    baseUrl: z.url(),
    EnableGoogleRecaptcha: z.boolean(),
    /** Ampersand-separated query parameter names, e.g. `utm_source&utm_medium`. */
    RemoveQueryParamList: z.string().check(z.maxLength(2000)),
    RetainQueryParamList: z.string().check(z.maxLength(2000)),
    resumeEnrollmentExpirationDays: int(1, 365),
    /** Honoured for journeys 02 and 03 only; journey 01 always allows resume. */
    disableResumeJourney: z.boolean(),
    enableSmsSendFeature: z.boolean(),
    enableUcpmIntegration: z.boolean(),
    sendMailingList: z.boolean(),
    myProfileItemUrl: hrefSchema,
    myProfilePath: z._default(hrefSchema, DEFAULT_MY_PROFILE_PATH),
    sponsor: z.optional(text(120)),
    otSponsorId: optionalId,
    parentSponsorMDMID: optionalId,
    iqviaSponsorId: optionalId,
    dataControllerOrg: z.optional(text(200)),
    returningUserTimeInterval: int(0, 10_000),
    returningUserTimeValue: timeUnitSchema,
    cookieTracker: cookieTrackerSchema,
    cookieExpiryDateInDays: z._default(int(1, 3650), 1),
    defaultLanguage: z._default(languageSchema, DEFAULT_LANGUAGE),
    languages: z.array(languageOptionSchema).check(z.minLength(1)),
    /** The idle prompt for signed-in members (minutes; default 10). */
    promptSignoutSessionTime: z._default(int(1, 240), 10),
    /** Idle sign-out for signed-in members (minutes; default 20). */
    signOutSessionTime: z._default(int(2, 480), 20),
    /** Sign-in, sign-out and idle texts, the HCP links and the logo's exit popup (session-fields.ts). */
    session: z.optional(sessionSettingsSchema),
    header: headerSettingsSchema,
    footer: footerSettingsSchema,
    /** Kiosk mode for every device of the site, its idle timings and texts (kiosk-settings.ts). */
    kiosk: z.optional(kioskSettingsSchema),
    /**
     * The verifier of the staff PIN (KIOSK_STAFF_PIN; filled per request from the server's
     * configuration, never from content). Absent: no staff screen on this deployment.
     */
    kioskStaffPin: z.optional(staffPinVerifierSchema),
    /** True when the server has a maps key (filled per request from the server's configuration). */
    mapsApiKeyConfigured: z.boolean(),
    /**
     * The browser Maps key (MAPS_API_KEY, documented as the key handed to the client and meant to be
     * restricted by HTTP referrer). Never from content; absent when not configured.
     */
    mapsApiKey: z.optional(z.string().check(z.maxLength(200))),
  }),
);

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** What the content store holds: the fields that depend on the server's configuration are added per request. */
export const storedSiteSettingsSchema = lazySchema(() =>
  z.omit(siteSettingsSchema, {
    mapsApiKeyConfigured: true,
    mapsApiKey: true,
    kioskStaffPin: true,
  }),
);
export type StoredSiteSettings = z.infer<typeof storedSiteSettingsSchema>;
export type StoredSiteSettingsInput = z.input<typeof storedSiteSettingsSchema>;

/** Splits an ampersand-separated list setting into its names (empty entries dropped). */
export function splitParamList(list: string): string[] {
  return list
    .split('&')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}
