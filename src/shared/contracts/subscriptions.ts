import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { email, id } from './contact-scalars';
import { lazySchema } from '../lazy-schema';

/*
 * Unsubscribe and resubscribe, the profile token call of the unsubscribe page, and the one-click unsubscribe
 * of mail clients (RFC 8058). Unsubscribe tokens are random, issued when the app sends mail, stored as
 * hashes, and good for unsubscribing and resubscribing their address only, until they expire.
 */

export const unsubscribeToken = lazySchema(() =>
  z.string().check(z.trim(), z.minLength(16), z.maxLength(200)),
);

/** "Unsubscribe response data: guestRef, email". guestRef is null for a mailing-list-only address. */
export const unsubscribeAnswerSchema = lazySchema(() =>
  z.object({
    data: z.nullable(z.object({ guestRef: z.nullable(z.string()), email: z.string() })),
  }),
);

/** POST /Send/CommonUnsubscribe: the common unsubscribe page, on the person's confirmation. */
export const commonUnsubscribe = defineCall({
  name: 'Send/CommonUnsubscribe',
  method: 'POST',
  path: '/Send/CommonUnsubscribe',
  body: z.strictObject({ unsubscribeToken }),
  response: unsubscribeAnswerSchema,
});

/** POST /Send/CommonResubscribe: truthy data means success (the email must be the token's). */
export const commonResubscribe = defineCall({
  name: 'Send/CommonResubscribe',
  method: 'POST',
  path: '/Send/CommonResubscribe',
  body: z.strictObject({ unsubscribeToken, emailAddress: email }),
  response: z.object({ data: z.boolean() }),
});

/** POST /Send/Unsubscribe: the site-specific page (its site's mail only). */
export const unsubscribe = defineCall({
  name: 'Send/Unsubscribe',
  method: 'POST',
  path: '/Send/Unsubscribe',
  body: z.strictObject({ unsubscribeToken, siteSettingsId: id, language: languageSchema }),
  response: unsubscribeAnswerSchema,
});

/** POST /Send/Resubscribe: the site-specific resubscribe. */
export const resubscribe = defineCall({
  name: 'Send/Resubscribe',
  method: 'POST',
  path: '/Send/Resubscribe',
  body: z.strictObject({
    unsubscribeToken,
    emailAddress: email,
    siteSettingsId: id,
    language: languageSchema,
  }),
  response: z.object({ data: z.boolean() }),
});

/**
 * POST /api/contacts/CreateProfileToken?patientEmailAdress={email} (spelling as given). A profile
 * token signs a person in, and an unsubscribe token is no proof for that: the answer is always
 * `{ data: null }` (signing in goes through the mailed sign-in link). Kept so that a client
 * following the spec gets an answer, never an error.
 */
export const createProfileToken = defineCall({
  name: 'contacts/CreateProfileToken',
  method: 'POST',
  path: '/api/contacts/CreateProfileToken',
  query: z.strictObject({ patientEmailAdress: email }),
  body: z.strictObject({ unsubscribeToken }),
  response: z.object({ data: z.nullable(z.object({ myProfileVerificationToken: z.string() })) }),
});

/** POST /api/unsubscribe/one-click?uToken= (RFC 8058 List-Unsubscribe-Post), for mail clients. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/unsubscribe/one-click';
