import * as z from 'zod/mini';
import { languageSchema } from '../content-model/language';
import { defineCall } from './define-call';
import { staffAccountSchema } from './staff-session';
import { lazySchema } from '../lazy-schema';

/*
 * Signing in to the workspace: a passkey (WebAuthn), created from an emailed invitation, and an
 * emailed one-time sign-in link as the way back in on a new or lost device. Tokens travel in the
 * body, never in a URL, so no log ever holds one. The WebAuthn JSON is checked by the server's
 * WebAuthn library, not here.
 */

const token = lazySchema(() =>
  z.string().check(z.minLength(20), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/)),
);
const challengeId = lazySchema(() => z.uuid());
/** A PublicKeyCredential as JSON (RegistrationResponseJSON / AuthenticationResponseJSON). */
const credential = lazySchema(() => z.record(z.string(), z.unknown()));

/** Options for navigator.credentials.create/get, as JSON, with the challenge they belong to. */
const optionsAnswer = lazySchema(() =>
  z.object({ challengeId: z.string(), options: z.record(z.string(), z.unknown()) }),
);
const signedIn = lazySchema(() => z.object({ account: staffAccountSchema }));

/** POST: the passkey options of an invited account (the invitation stays good until completed). */
export const staffInvitationOptions = defineCall({
  name: 'Staff/InvitationOptions',
  method: 'POST',
  path: '/api/staff/invitation/options',
  body: z.object({ token }),
  response: z.object({
    ...optionsAnswer.shape,
    account: z.object({ email: z.string(), displayName: z.string() }),
  }),
});

/** POST: the new passkey; activates the account, uses the invitation up and signs in. */
export const staffInvitationComplete = defineCall({
  name: 'Staff/InvitationComplete',
  method: 'POST',
  path: '/api/staff/invitation/complete',
  body: z.object({ token, challengeId, credential }),
  response: signedIn,
});

/** POST: options to sign in with any passkey of this site (discoverable credentials). */
export const staffSignInOptions = defineCall({
  name: 'Staff/SignInOptions',
  method: 'POST',
  path: '/api/staff/sign-in/options',
  response: optionsAnswer,
});

/** POST: the passkey's assertion; 401 when it is not a passkey of an active account. */
export const staffSignInVerify = defineCall({
  name: 'Staff/SignInVerify',
  method: 'POST',
  path: '/api/staff/sign-in/verify',
  body: z.object({ challengeId, credential }),
  response: signedIn,
});

/** POST: mails a one-time sign-in link when the address is an active account's; the same answer either way. */
export const staffRequestSignInLink = defineCall({
  name: 'Staff/RequestSignInLink',
  method: 'POST',
  path: '/api/staff/sign-in/link',
  body: z.object({
    email: z.string().check(z.trim(), z.maxLength(254), z.email()),
    language: z.optional(languageSchema),
  }),
  response: z.object({ requested: z.literal(true) }),
});

/** POST: signs in with a mailed link's token (400 unknown, 410 used or expired). */
export const staffConsumeSignInLink = defineCall({
  name: 'Staff/ConsumeSignInLink',
  method: 'POST',
  path: '/api/staff/sign-in/link/consume',
  body: z.object({ token }),
  response: signedIn,
});

/** POST: options to add a passkey to the signed-in account (a new device, a lost one). */
export const staffPasskeyOptions = defineCall({
  name: 'Staff/PasskeyOptions',
  method: 'POST',
  path: '/api/staff/passkeys/options',
  response: optionsAnswer,
});

/** POST: the signed-in account's new passkey. */
export const staffPasskeyComplete = defineCall({
  name: 'Staff/PasskeyComplete',
  method: 'POST',
  path: '/api/staff/passkeys/complete',
  body: z.object({ challengeId, credential }),
  response: z.object({ registered: z.literal(true) }),
});
