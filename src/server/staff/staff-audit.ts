import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/*
 * The audit log: every view of a participant's details, every export, every status change and
 * every change to an account, with who, what, when and from where. Written in the same
 * transaction as what it records; the table refuses updates and deletes.
 */

export type AuditAction =
  | 'account.created'
  | 'account.invited'
  | 'account.role-changed'
  | 'account.grants-changed'
  | 'account.disabled'
  | 'account.enabled'
  | 'passkey.registered'
  | 'session.signed-in'
  | 'session.signed-out'
  | 'sign-in-link.sent'
  | 'referral.viewed'
  | 'referral.list-viewed'
  | 'referral.status-changed'
  | 'referrals.exported'
  | 'funnel.exported'
  | 'audit.viewed';

export interface AuditEntry {
  /** The account acting; null for the command line or the participant. */
  actorAccountId: string | null;
  action: AuditAction;
  targetType: 'account' | 'referral' | 'referrals' | 'funnel' | 'session' | 'audit';
  targetId?: string | null;
  /** What changed (never a participant's personal data). */
  details?: Record<string, unknown>;
  /** Where from: the request's address and browser. */
  request?: FastifyRequest;
}

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now: Date): Promise<void> {
  const userAgent = entry.request?.headers['user-agent'];
  await db
    .insertInto('staff_audit_log')
    .values({
      occurred_at: now,
      actor_account_id: entry.actorAccountId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.request?.ip ?? null,
      user_agent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
    })
    .execute();
}
