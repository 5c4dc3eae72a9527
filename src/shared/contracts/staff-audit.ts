import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { lazySchema } from '../lazy-schema';

/*
 * The audit log, for admins only: newest first, filtered and paginated. There is no call that
 * changes or deletes an entry (the database refuses both); reading it is itself recorded.
 */

const isoDate = lazySchema(() =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date such as 2025-03-01')),
);

export const AUDIT_PAGE_SIZE = 50;

export const auditFiltersSchema = lazySchema(() =>
  z.object({
    action: z.optional(z.string().check(z.regex(/^[a-z-]+\.[a-z-]+$/, 'An action such as referral.viewed'))),
    /** The acting account's id. */
    actor: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), AUDIT_PAGE_SIZE),
    offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  }),
);

export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    occurredAt: z.string(),
    actorAccountId: z.nullable(z.string()),
    /** The actor's display name; null for the participant or the command line. */
    actorName: z.nullable(z.string()),
    action: z.string(),
    targetType: z.string(),
    targetId: z.nullable(z.string()),
    details: z.record(z.string(), z.unknown()),
    ip: z.nullable(z.string()),
  }),
);
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const listAuditLog = defineCall({
  name: 'Staff/Audit/List',
  method: 'GET',
  path: '/api/staff/audit',
  query: auditFiltersSchema,
  response: z.object({
    entries: z.array(auditEntrySchema),
    total: z.number(),
    limit: z.number(),
    offset: z.number(),
  }),
});
