import type { FastifyInstance } from 'fastify';
import {
  inviteStaffAccount,
  listStaffAccounts,
  setStaffAccountStatus,
  updateStaffAccount,
} from '../../shared/contracts/staff-accounts';
import type { AppDeps } from '../app-deps';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { registerStaffRouteScope } from '../staff/staff-route-scope';
import { staffAccountRow, staffAccountRows } from '../staff/staff-account-rows';
import { recordAudit } from '../staff/staff-audit';
import { setStaffGrants } from '../staff/staff-accounts';
import { inviteStaff } from '../staff/staff-invitations';
import { validatedRights } from '../staff/staff-rights';
import { allSites } from '../staff/staff-scope';
import { requireStaff, revokeAccountSessions } from '../staff/staff-sessions';
import { revokeStaffTokens } from '../staff/staff-tokens';

const ADMIN = ['admin'] as const;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Managing accounts, admins only (staff-accounts.ts contracts). */
export function registerStaffAccountsRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerStaffRouteScope(scope);

    registerCall(scope, deps, listStaffAccounts, async (ctx) => {
      await requireAdmin(ctx);
      const sites = await allSites(ctx.db);
      const studies = new Map(
        sites.map((site) => [site.protocolInfo.protocol, site.protocolInfo.studyName ?? '']),
      );
      return {
        accounts: await staffAccountRows(ctx.db),
        studies: [...studies].map(([protocol, studyName]) => ({ protocol, studyName })),
        sites: sites.map((site) => ({
          siteCode: site.siteCode,
          siteName: site.siteName,
          protocol: site.protocolInfo.protocol,
        })),
      };
    });

    registerCall(scope, deps, inviteStaffAccount, async (ctx) => {
      const admin = await requireAdmin(ctx);
      const now = deps.now();
      const rights = await validatedRights(ctx.db, ctx.body);
      const accountId = await inviteStaff(
        ctx.db,
        deps,
        { ...ctx.body, ...rights },
        { accountId: admin.accountId, displayName: admin.displayName, request: ctx.request },
        now,
      );
      return { account: await staffAccountRow(ctx.db, accountId) };
    });

    registerCall(scope, deps, updateStaffAccount, async (ctx) => {
      const admin = await requireAdmin(ctx);
      const now = deps.now();
      const before = await staffAccountRow(ctx.db, ctx.params.id);
      const after = await validatedRights(ctx.db, ctx.body);
      if (before.id === admin.accountId && after.role !== 'admin') {
        throw new HttpProblem(409, 'Cannot demote yourself', 'Another admin must change your role.');
      }
      const roleChanged =
        before.role !== after.role || before.personalDataAccess !== after.personalDataAccess;
      const grantsChanged = !sameList(before.studies, after.studies) || !sameList(before.sites, after.sites);
      if (roleChanged) {
        await ctx.db
          .updateTable('staff_accounts')
          .set({ role: after.role, personal_data_access: after.personalDataAccess })
          .where('id', '=', before.id)
          .execute();
        await audit('account.role-changed', {
          before: { role: before.role, personalDataAccess: before.personalDataAccess },
          after: { role: after.role, personalDataAccess: after.personalDataAccess },
        });
      }
      if (grantsChanged) {
        await setStaffGrants(ctx.db, before.id, after.studies, after.sites);
        await audit('account.grants-changed', {
          before: { studies: before.studies, sites: before.sites },
          after: { studies: after.studies, sites: after.sites },
        });
      }
      // The account's open sessions carry its old rights: it signs in again under the new ones.
      if (roleChanged || grantsChanged) await revokeAccountSessions(ctx.db, before.id, now);
      return { account: await staffAccountRow(ctx.db, before.id) };

      async function audit(action: 'account.role-changed' | 'account.grants-changed', details: object) {
        await recordAudit(
          ctx.db,
          {
            actorAccountId: admin.accountId,
            action,
            targetType: 'account',
            targetId: before.id,
            details: { ...details },
            request: ctx.request,
          },
          now,
        );
      }
    });

    registerCall(scope, deps, setStaffAccountStatus, async (ctx) => {
      const admin = await requireAdmin(ctx);
      const now = deps.now();
      const before = await staffAccountRow(ctx.db, ctx.params.id);
      if (before.id === admin.accountId && ctx.body.disabled) {
        throw new HttpProblem(409, 'Cannot disable yourself', 'Another admin must disable your account.');
      }
      const wasDisabled = before.status === 'disabled';
      if (wasDisabled === ctx.body.disabled) return { account: before };
      // Enabled again: active with a passkey, otherwise waiting for one (a new invitation, or a sign-in link).
      const status = ctx.body.disabled ? 'disabled' : before.passkeys > 0 ? 'active' : 'invited';
      await ctx.db.updateTable('staff_accounts').set({ status }).where('id', '=', before.id).execute();
      if (ctx.body.disabled) {
        await revokeAccountSessions(ctx.db, before.id, now);
        await revokeStaffTokens(ctx.db, before.id, 'links', now);
      }
      await recordAudit(
        ctx.db,
        {
          actorAccountId: admin.accountId,
          action: ctx.body.disabled ? 'account.disabled' : 'account.enabled',
          targetType: 'account',
          targetId: before.id,
          details: { before: before.status, after: status },
          request: ctx.request,
        },
        now,
      );
      return { account: await staffAccountRow(ctx.db, before.id) };
    });
  });
}

function requireAdmin(ctx: Parameters<typeof requireStaff>[0]) {
  return requireStaff(ctx, ADMIN);
}
