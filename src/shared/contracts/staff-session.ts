import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { staffRoleSchema } from './staff-scalars';
import { lazySchema } from '../lazy-schema';

/*
 * The workspace session: who is signed in, and signing out. Every workspace call answers 401
 * without a live session and 403 when the caller's role does not allow it; the pages then show
 * the sign-in screen or say so.
 */

export const staffAccountSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    role: staffRoleSchema,
    /** Whether this account may see participants' names and contact details. */
    personalData: z.boolean(),
    /** Protocols granted (study managers). */
    studies: z.array(z.string()),
    /** Site codes granted (site staff). */
    sites: z.array(z.string()),
    language: z.string(),
  }),
);
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** GET /api/staff/session: the signed-in account (401 when none); the call keeps the session alive. */
export const getStaffSession = defineCall({
  name: 'Staff/Session',
  method: 'GET',
  path: '/api/staff/session',
  response: z.object({ account: staffAccountSchema }),
});

/** POST /api/staff/sign-out: ends this session for good (signed out or not, the answer is the same). */
export const staffSignOut = defineCall({
  name: 'Staff/SignOut',
  method: 'POST',
  path: '/api/staff/sign-out',
  response: z.object({ signedOut: z.literal(true) }),
});
