import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { email, id } from './contact-scalars';
import { optionalText, profileToken } from './profile-scalars';
import { lazySchema } from '../lazy-schema';

/*
 * Signing in by an emailed link, and out (the spec's "Profile email modal", "Profile email-link
 * states", "Sign out", and its VerifyToken and VerifyProfile calls). Calls that authenticate carry
 * the session token in the body, as the spec's
 * myProfileToken; an unknown, expired or revoked token is a 401 problem, and the client then
 * signs the person out.
 */

/** The mails the registry sends; each carries a link whose token is good for that purpose only. */
export const profileEmailTypeSchema = lazySchema(() => z.enum(['myProfile', 'verification', 'community']));
export type ProfileEmailType = z.infer<typeof profileEmailTypeSchema>;

/**
 * POST /Send/SendProfileEmail: the spec's "Send profile email" (the profile modal, and the
 * thank-you page's Resend with emailType 'verification'). The same answer whether or not the
 * address has a profile (nothing is sent to an unknown one); the server also stops sending after
 * PROFILE_MAILS_PER_HOUR to one address, whatever resendAttemptCount says.
 */
export const sendProfileEmail = defineCall({
  name: 'Send/SendProfileEmail',
  method: 'POST',
  path: '/Send/SendProfileEmail',
  body: z.strictObject({
    email,
    mailIdList: optionalText(200),
    emailType: profileEmailTypeSchema,
    /** Accepted as the spec sends them; links are built from the server's configuration. */
    baseUrl: optionalText(500),
    myProfileUrl: optionalText(500),
    resendAttemptCount: z.number().check(z.int(), z.gte(0), z.lte(20)),
    /** For emailType 'community': the community page's path, e.g. /communities/migraine. */
    communityPageLink: z.optional(z.string().check(z.regex(/^\/[A-Za-z0-9._~/-]{0,200}$/))),
    siteSettingsId: id,
    language: languageSchema,
    isMyprofileEmail: z.boolean(),
  }),
  response: z.object({ sent: z.boolean() }),
});
export const PROFILE_MAILS_PER_HOUR = 6;

/** POST /api/contacts/VerifyToken: is this session token still good? (It also keeps it alive.) */
export const verifyToken = defineCall({
  name: 'contacts/VerifyToken',
  method: 'POST',
  path: '/api/contacts/VerifyToken',
  body: z.strictObject({ verificationToken: profileToken }),
  response: z.object({ data: z.boolean() }),
  changesState: false,
});

/**
 * POST /api/contacts/VerifyProfile: exchanges a mailed link's token (once) for a session token
 * and marks the address verified. `expiryTime` (hours, from content) can only shorten the
 * server's own link lifetime. isLinkExpired covers unknown, used and expired links alike.
 * Not an idempotent write: its answer is a secret and must not be stored for replays.
 */
export const verifyProfile = defineCall({
  name: 'contacts/VerifyProfile',
  method: 'POST',
  path: '/api/contacts/VerifyProfile',
  body: z.strictObject({
    verificationToken: profileToken,
    expiryTime: z.optional(z.number().check(z.int(), z.gte(1), z.lte(24 * 30))),
    /** Which link it is: My Profile's myProfileToken or a community page's communityToken. */
    purpose: z.enum(['myProfile', 'community']),
  }),
  response: z.object({
    isLinkExpired: z.boolean(),
    IsVerifiedEmail: z.boolean(),
    myProfileVerificationToken: z.nullable(z.string()),
  }),
  changesState: false,
});

/** POST /api/contacts/SignOut (ours): ends the session on the server too. Repeats are harmless. */
export const signOut = defineCall({
  name: 'contacts/SignOut',
  method: 'POST',
  path: '/api/contacts/SignOut',
  body: z.strictObject({ myProfileToken: profileToken }),
  response: z.object({ signedOut: z.boolean() }),
  changesState: false,
});

/** Server-side session lifetimes: idle (slides on every authenticated call) and absolute. */
export const SESSION_IDLE_MS = 20 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** How long a mailed link is good for (VerifyProfile's expiryTime can only shorten it). */
export const PROFILE_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** The mailed link's query parameter on My Profile and on a community page. */
export const MY_PROFILE_TOKEN_PARAM = 'myProfileToken';
export const COMMUNITY_TOKEN_PARAM = 'communityToken';
