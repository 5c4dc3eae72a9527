import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  staffConsumeSignInLink,
  staffInvitationComplete,
  staffInvitationOptions,
  staffPasskeyComplete,
  staffPasskeyOptions,
  staffRequestSignInLink,
  staffSignInOptions,
  staffSignInVerify,
} from '../../shared/contracts/staff-auth';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { registerStaffRouteScope } from '../staff/staff-route-scope';
import {
  authenticationOptions,
  registerPasskey,
  registrationOptions,
  verifyPasskey,
} from '../staff/passkeys';
import { requestSignInLink } from '../staff/sign-in-links';
import { recordAudit } from '../staff/staff-audit';
import { signInStaff } from '../staff/staff-sign-in';
import { requireStaff } from '../staff/staff-sessions';
import { liveStaffToken, useStaffToken } from '../staff/staff-tokens';

/** The invited account of a live invitation; a disabled account's invitation no longer works. */
async function invitedAccount(db: Kysely<Database>, token: string, now: Date) {
  const { accountId } = await liveStaffToken(db, token, 'invitation', now);
  const account = await db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'display_name', 'status'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (account.status === 'disabled') {
    throw new HttpProblem(410, 'Link expired', 'This invitation no longer works. Ask an administrator.');
  }
  return { id: account.id, email: account.email, displayName: account.display_name };
}

async function auditPasskey(ctx: Parameters<typeof signInStaff>[0], accountId: string, now: Date) {
  await recordAudit(
    ctx.db,
    {
      actorAccountId: accountId,
      action: 'passkey.registered',
      targetType: 'account',
      targetId: accountId,
      request: ctx.request,
    },
    now,
  );
}

/** Invitations, passkeys and mailed sign-in links (staff-auth.ts contracts). */
export function registerStaffAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerStaffRouteScope(scope);

    registerCall(scope, deps, staffInvitationOptions, async ({ db, body }) => {
      const now = deps.now();
      const account = await invitedAccount(db, body.token, now);
      const options = await registrationOptions(db, deps, account, now);
      return { ...options, account: { email: account.email, displayName: account.displayName } };
    });

    registerCall(scope, deps, staffInvitationComplete, async (ctx) => {
      const now = deps.now();
      const account = await invitedAccount(ctx.db, ctx.body.token, now);
      await registerPasskey(ctx.db, deps, account.id, ctx.body.challengeId, ctx.body.credential, now);
      await useStaffToken(ctx.db, ctx.body.token, 'invitation', now);
      await ctx.db
        .updateTable('staff_accounts')
        .set({ status: 'active' })
        .where('id', '=', account.id)
        .where('status', '=', 'invited')
        .execute();
      await auditPasskey(ctx, account.id, now);
      return signInStaff(ctx, account.id, 'invitation', now);
    });

    registerCall(scope, deps, staffSignInOptions, async ({ db }) =>
      authenticationOptions(db, deps, deps.now()),
    );

    registerCall(scope, deps, staffSignInVerify, async (ctx) => {
      const now = deps.now();
      const accountId = await verifyPasskey(ctx.db, deps, ctx.body.challengeId, ctx.body.credential, now);
      return signInStaff(ctx, accountId, 'passkey', now);
    });

    registerCall(scope, deps, staffRequestSignInLink, async ({ db, body, request }) => {
      await requestSignInLink(
        db,
        deps,
        { email: body.email, language: body.language, http: request },
        deps.now(),
      );
      return { requested: true as const };
    });

    registerCall(scope, deps, staffConsumeSignInLink, async (ctx) => {
      const now = deps.now();
      const accountId = await useStaffToken(ctx.db, ctx.body.token, 'sign-in-link', now);
      return signInStaff(ctx, accountId, 'link', now);
    });

    registerCall(scope, deps, staffPasskeyOptions, async (ctx) => {
      const principal = await requireStaff(ctx);
      return registrationOptions(
        ctx.db,
        deps,
        { id: principal.accountId, email: principal.email, displayName: principal.displayName },
        deps.now(),
      );
    });

    registerCall(scope, deps, staffPasskeyComplete, async (ctx) => {
      const principal = await requireStaff(ctx);
      const now = deps.now();
      await registerPasskey(
        ctx.db,
        deps,
        principal.accountId,
        ctx.body.challengeId,
        ctx.body.credential,
        now,
      );
      await auditPasskey(ctx, principal.accountId, now);
      return { registered: true as const };
    });
  });
}
