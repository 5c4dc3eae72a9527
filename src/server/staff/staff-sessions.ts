import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from '../../shared/contracts/staff-scalars';
import type { Database } from '../db/schema';
import type { StaffRole } from '../db/tables/staff';
import { HttpProblem } from '../http/problem';
import { hashToken, newToken } from '../subscriptions/tokens';
import { staffSessionToken } from './staff-cookie';
import { mayUsePersonalData, type StaffPrincipal } from './staff-principal';

/*
 * Workspace sessions: a random token in the staff cookie, its hash in staff_tokens. A session
 * lives STAFF_SESSION_IDLE_MS after its last call and never beyond STAFF_SESSION_MAX_MS; a
 * disabled account's sessions stop at once.
 */

function later(now: Date, ms: number): Date {
  return new Date(now.getTime() + ms);
}

/** A new session for an account; only the token's hash is kept. */
export async function mintStaffSession(db: Kysely<Database>, accountId: string, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_tokens')
    .values({
      token_hash: hashToken(token),
      account_id: accountId,
      purpose: 'session',
      created_at: now,
      expires_at: later(now, STAFF_SESSION_IDLE_MS),
      absolute_expires_at: later(now, STAFF_SESSION_MAX_MS),
      used_at: null,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** Ends the session of this token for good (sign-out). */
export async function revokeStaffSession(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', 'session')
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of an account (disabled, or its role changed). */
export async function revokeAccountSessions(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ revoked_at: now })
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'session')
    .where('revoked_at', 'is', null)
    .execute();
}

/** The principal of an active session's account, with its grants; null when there is none. */
export async function principalOfAccount(
  db: Kysely<Database>,
  accountId: string,
): Promise<StaffPrincipal | null> {
  const account = await db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!account) return null;
  const grants = await db
    .selectFrom('staff_grants')
    .select(['kind', 'key'])
    .where('account_id', '=', accountId)
    .execute();
  return {
    accountId: account.id,
    email: account.email,
    displayName: account.display_name,
    role: account.role,
    language: account.language,
    personalData: mayUsePersonalData(account.role, account.personal_data_access),
    studies: grants
      .filter((grant) => grant.kind === 'study')
      .map((grant) => grant.key)
      .sort(),
    sites: grants
      .filter((grant) => grant.kind === 'site')
      .map((grant) => grant.key)
      .sort(),
  };
}

/**
 * The caller's session, slid forward; null without a valid one. A session whose account is no
 * longer active counts as none.
 */
export async function currentStaff(
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
): Promise<StaffPrincipal | null> {
  const token = staffSessionToken(request);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const session = await db
    .selectFrom('staff_tokens')
    .select(['account_id', 'absolute_expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', 'session')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb.or([eb('absolute_expires_at', 'is', null), eb('absolute_expires_at', '>', now)]))
    .executeTakeFirst();
  if (!session) return null;
  const principal = await principalOfAccount(db, session.account_id);
  if (!principal) return null;
  const idle = later(now, STAFF_SESSION_IDLE_MS);
  const cap = session.absolute_expires_at === null ? null : new Date(session.absolute_expires_at);
  await db
    .updateTable('staff_tokens')
    .set({ expires_at: cap !== null && cap < idle ? cap : idle })
    .where('token_hash', '=', tokenHash)
    .execute();
  return principal;
}

/**
 * Every workspace handler starts here: 401 without a session, 403 when the caller's role is not
 * one of `roles` (all roles when omitted).
 */
export async function requireStaff(
  ctx: { db: Kysely<Database>; request: FastifyRequest; deps: { now: () => Date } },
  roles?: readonly StaffRole[],
): Promise<StaffPrincipal> {
  const principal = await currentStaff(ctx.db, ctx.request, ctx.deps.now());
  if (!principal)
    throw new HttpProblem(401, 'Sign in required', 'Your workspace session has ended. Sign in again.');
  if (roles && !roles.includes(principal.role)) {
    throw new HttpProblem(403, 'Forbidden', 'Your role does not allow this.');
  }
  return principal;
}
