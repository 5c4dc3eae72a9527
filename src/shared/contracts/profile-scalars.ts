import * as z from 'zod/mini';
import { patientTypeSchema } from '../domain/journey-roles';
import { lazySchema } from '../lazy-schema';

/*
 * The small schemas the registry's calls share.
 *
 * Tokens: a profile SESSION token signs a person in for this browser tab (sessionStorage key
 * myProfileVerificationToken); a LINK token travels in a mailed link (?myProfileToken= on My
 * Profile, ?communityToken= on a community page) and is exchanged once, by VerifyProfile, for a
 * session token. Both are random, stored on the server only as SHA-256 hashes, expiring and
 * single-purpose. Session tokens are made by the browser when the person registers (so no
 * response, and no idempotency record, ever holds one) or given by VerifyProfile.
 */

/** A profile token as it travels: base64url, 32 to 200 characters. */
export const profileToken = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{32,200}$/, 'Must be a profile token')),
);

/** 'YYYY-MM-DD'. */
export const isoDate = lazySchema(() => z.iso.date());

export const personName = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
/** A US zip code (5 characters). */
export const zip5 = lazySchema(() => z.string().check(z.regex(/^\d{5}$/, 'Must be 5 digits')));
/** Digits, spaces and + ( ) - only; the content's own phone regex applies on the client. */
export const phoneNumber = lazySchema(() =>
  z.string().check(z.trim(), z.regex(/^[0-9+() -]{7,20}$/, 'Must be a phone number')),
);
/** A condition or community key. */
export const itemKey = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));
export const keyList = lazySchema(() => z.array(itemKey).check(z.maxLength(100)));
/** A consent medium key (Email, SMS, …) → ticked. */
export const consentMedia = lazySchema(() =>
  z.record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/)), z.boolean()),
);

/** The profile of a signed-in member. */
export const basicDetailsSchema = lazySchema(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    mobile: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    /** 'YYYY-MM-DD', or '' when unknown. */
    dob: z.string(),
    gender: z.string(),
    email: z.string(),
    isMobile: z.boolean(),
    secondaryConsent: z.object({
      isSecondaryContactMediumSMS: z.boolean(),
      /** Every consent medium the person answered (Email, SMS, …). */
      media: consentMedia,
    }),
    distanceOptions: z.string(),
    patientEnquiries: z.array(z.string()),
    /** Spelling as given. */
    homeTrailsConsentOptions: z.string(),
  }),
);
export type BasicDetails = z.infer<typeof basicDetailsSchema>;

export const profileConditionSchema = lazySchema(() =>
  z.object({ sitecoreId: z.string(), conditionId: z.string() }),
);

export const profileSchema = lazySchema(() =>
  z.object({
    basicDetails: basicDetailsSchema,
    /** The conditions of interest: sitecoreId is the condition's content id, conditionId its key. */
    conditions: z.array(profileConditionSchema),
    /** The keys of the communities the member joined. */
    communities: z.array(z.string()),
    /** The ids (trialorgstudyid) of the saved trials. */
    savedTrials: z.array(z.string()),
    isVerifiedEmail: z.boolean(),
    /** The guest reference the profile belongs to (the client keeps it in bx_guest_ref). */
    updatedGuestRef: z.string(),
    /** Adult shows the patient's email, other types the delegate's. */
    patientType: patientTypeSchema,
    delegateEmail: z.nullable(z.string()),
    isWelcomeSmsSent: z.boolean(),
    migrated: z.boolean(),
  }),
);
export type Profile = z.infer<typeof profileSchema>;
