import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffAccount } from '../../shared/contracts/staff-session';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { recordAudit } from './staff-audit';
import { staffAccountView } from './staff-account-view';
import { setStaffSessionCookie } from './staff-cookie';
import { mintStaffSession, principalOfAccount } from './staff-sessions';

/** Starts a session for an active account (the cookie set on the answer) and records it. */
export async function signInStaff(
  ctx: { db: Kysely<Database>; request: FastifyRequest; reply: FastifyReply; deps: AppDeps },
  accountId: string,
  method: 'passkey' | 'link' | 'invitation',
  now: Date,
): Promise<{ account: StaffAccount }> {
  const principal = await principalOfAccount(ctx.db, accountId);
  if (!principal) {
    throw new HttpProblem(401, 'Sign-in failed', 'This workspace account is not active.');
  }
  const token = await mintStaffSession(ctx.db, accountId, now);
  setStaffSessionCookie(ctx.reply, ctx.deps.config.publicBaseUrl, token);
  await recordAudit(
    ctx.db,
    {
      actorAccountId: accountId,
      action: 'session.signed-in',
      targetType: 'session',
      details: { method },
      request: ctx.request,
    },
    now,
  );
  return { account: staffAccountView(principal) };
}
