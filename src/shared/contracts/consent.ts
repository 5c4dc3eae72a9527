import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { cookieChoiceSchema, MAX_COOKIE_CATEGORIES } from '../domain/cookie-consent';
import { lazySchema } from '../lazy-schema';

const guestRef = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));

export const cookiePreferencesSchema = lazySchema(() =>
  z.strictObject({
    /** The cookie tracker's domain ('' = host-only cookies). */
    domain: z.string().check(z.trim(), z.maxLength(253)),
    cookieCategory: z.array(cookieChoiceSchema).check(z.minLength(1), z.maxLength(MAX_COOKIE_CATEGORIES)),
    decidedAt: z.iso.datetime({ offset: true }),
    action: z.enum(['accept', 'reject', 'save']),
  }),
);
export type CookiePreferences = z.infer<typeof cookiePreferencesSchema>;

/**
 * POST /api/contacts/SaveCookiePreferences/:guestRef (our path; the spec's call "Cookie preferences:
 * saved per guest reference"). The server stores essential cookies as opted in whatever is sent, and
 * keeps the newest decision when saves arrive out of order.
 */
export const saveCookiePreferences = defineCall({
  name: 'contacts/SaveCookiePreferences',
  method: 'POST',
  path: '/api/contacts/SaveCookiePreferences/:guestRef',
  params: z.object({ guestRef }),
  body: cookiePreferencesSchema,
  response: z.object({
    guestRef: z.string(),
    cookieCategory: z.array(cookieChoiceSchema),
    analyticsAllowed: z.boolean(),
    decidedAt: z.string(),
  }),
});
