import * as z from 'zod/mini';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/*
 * The site-wide sign-in, sign-out and idle texts (the spec's "Header and logo", "Profile email
 * modals", their states, rules and error texts): one optional group of the site settings, because the
 * header, the profile modal, the expired-link popup and the idle prompt appear on every page.
 * Every text is optional: an empty one falls back to the built-in texts of the session feature.
 */
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** The header's profile item and the signed-in menu. */
export const profileMenuFieldsSchema = lazySchema(() =>
  z.object({
    profileLabel: optionalText(60),
    viewProfileLabel: optionalText(60),
    signOutLabel: optionalText(60),
  }),
);

/** "Profile email modal", its rules and error texts: the three modals of signing in by an emailed link. */
export const profileModalFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    description: optionalText(1000),
    emailLabel: optionalText(100),
    emailPlaceholder: optionalText(100),
    /** The email rule; a missing or broken one falls back to the standard pattern (email-rules.ts). */
    emailRegex: optionalText(500),
    /** The message of an empty (or malformed) address. */
    errorFormatMsg: optionalText(300),
    /** Overrides 'The email you entered does not exist. Please sign up.' */
    emailExistErrorMessage: optionalText(300),
    /** Any other answer of the email check. */
    errorMessage: optionalText(300),
    submitText: optionalText(60),
    signUpText: optionalText(60),
    /** The 'email sent' modal; [email] is replaced by the address. */
    sentTitle: optionalText(200),
    sentDescription: optionalText(1000),
    /** The resend modal; [email] is replaced by the address. */
    resendTitle: optionalText(200),
    resendDescription: optionalText(1000),
    resendText: optionalText(60),
    doneText: optionalText(60),
    /** The mailing list the mail goes out from (the spec's sendMailingListId). */
    sendMailingListId: optionalText(100),
  }),
);

/** "Profile email-link states": the popup of an expired (used, unknown) mailed link. */
export const expiredLinkPopupSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    description: optionalText(1000),
    buttonText: optionalText(60),
    /** Where Continue goes; ignored when usePageUrl is set. */
    link: z.optional(hrefSchema),
    /** Continue stays on the page the link opened (without its token). */
    usePageUrl: z._default(z.boolean(), false),
  }),
);
export type ExpiredLinkPopupFields = z.infer<typeof expiredLinkPopupSchema>;

/**
 * The question a mailed sign-in or verification link asks before it is used: its button (a
 * person's click) is what uses the link, never the page's loading.
 */
export const linkContinueFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    description: optionalText(1000),
    buttonText: optionalText(60),
  }),
);

/** "Idle prompt": [time] in the description is replaced by the countdown (minutes and seconds). */
export const idlePromptFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    description: optionalText(1000),
    continueText: optionalText(60),
    signOutText: optionalText(60),
  }),
);

/** "Logo click": routes whose logo click asks before leaving (content paths, as prefixes). */
export const logoExitPopupSchema = lazySchema(() =>
  z.object({
    paths: z.array(z.string().check(z.regex(/^\/[A-Za-z0-9._~/-]{0,200}$/))).check(z.maxLength(20)),
    title: optionalText(200),
    description: optionalText(1000),
    leaveText: optionalText(60),
    cancelText: optionalText(60),
  }),
);
export type LogoExitPopupFields = z.infer<typeof logoExitPopupSchema>;

export const sessionSettingsSchema = lazySchema(() =>
  z.object({
    profileMenu: z.optional(profileMenuFieldsSchema),
    /** Header links for healthcare professionals, by href: hidden from signed-in members. */
    hcpLinks: z.optional(z.array(hrefSchema).check(z.maxLength(12))),
    profileModal: z.optional(profileModalFieldsSchema),
    linkContinue: z.optional(linkContinueFieldsSchema),
    expiredLink: z.optional(expiredLinkPopupSchema),
    /** A community page's expired link; absent → expiredLink. */
    communityExpiredLink: z.optional(expiredLinkPopupSchema),
    /** VerifyProfile's expiryTime (hours): can only shorten the server's own link lifetime. */
    linkExpiryHours: z.optional(z.number().check(z.int(), z.gte(1), z.lte(24 * 30))),
    /** The banner a signed-in member sees until the address is verified. */
    emailVerificationWarning: optionalText(500),
    idlePrompt: z.optional(idlePromptFieldsSchema),
    logoExitPopup: z.optional(logoExitPopupSchema),
  }),
);
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;
export type SessionSettingsInput = z.input<typeof sessionSettingsSchema>;
