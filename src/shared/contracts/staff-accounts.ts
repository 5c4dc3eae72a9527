import * as z from 'zod/mini';
import { languageSchema } from '../content-model/language';
import { defineCall } from './define-call';
import { staffRoleSchema } from './staff-scalars';
import { lazySchema } from '../lazy-schema';

/*
 * Managing the workspace's accounts (admins only): who has which role and sees what, invitations,
 * and disabling. Every change ends the account's sessions, so new rights apply at once.
 */

export const STAFF_ACCOUNT_STATUSES = ['invited', 'active', 'disabled'] as const;

export const staffAccountRowSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    role: staffRoleSchema,
    status: z.enum(STAFF_ACCOUNT_STATUSES),
    studies: z.array(z.string()),
    sites: z.array(z.string()),
    /** The stored grant (site staff always see their participants whatever it says). */
    personalDataAccess: z.boolean(),
    passkeys: z.number(),
    createdAt: z.string(),
  }),
);
export type StaffAccountRow = z.infer<typeof staffAccountRowSchema>;

/** GET: every account, and the studies and sites grants can name. */
export const listStaffAccounts = defineCall({
  name: 'Staff/ListAccounts',
  method: 'GET',
  path: '/api/staff/accounts',
  response: z.object({
    accounts: z.array(staffAccountRowSchema),
    studies: z.array(z.object({ protocol: z.string(), studyName: z.string() })),
    sites: z.array(z.object({ siteCode: z.string(), siteName: z.string(), protocol: z.string() })),
  }),
});

const code = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(60)));
const rights = {
  role: staffRoleSchema,
  studies: z._default(z.array(code).check(z.maxLength(100)), []),
  sites: z._default(z.array(code).check(z.maxLength(500)), []),
  personalDataAccess: z._default(z.boolean(), false),
};

/** POST: invites a new account (or mails an invited one a fresh link, the old one revoked). */
export const inviteStaffAccount = defineCall({
  name: 'Staff/InviteAccount',
  method: 'POST',
  path: '/api/staff/accounts',
  body: z.object({
    email: z.string().check(z.trim(), z.maxLength(254), z.email()),
    displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    /** The mails' language; a re-invitation without one keeps the account's. */
    language: z.optional(languageSchema),
    ...rights,
  }),
  response: z.object({ account: staffAccountRowSchema }),
});

/** PUT: an account's role, grants and personal-data access. */
export const updateStaffAccount = defineCall({
  name: 'Staff/UpdateAccount',
  method: 'PUT',
  path: '/api/staff/accounts/:id',
  params: z.object({ id: z.uuid() }),
  body: z.object(rights),
  response: z.object({ account: staffAccountRowSchema }),
});

/** POST: disables an account (its sessions end) or enables it again. */
export const setStaffAccountStatus = defineCall({
  name: 'Staff/SetAccountStatus',
  method: 'POST',
  path: '/api/staff/accounts/:id/status',
  params: z.object({ id: z.uuid() }),
  body: z.object({ disabled: z.boolean() }),
  response: z.object({ account: staffAccountRowSchema }),
});
