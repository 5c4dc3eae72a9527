import type { FastifyInstance } from 'fastify';
import { getStaffSession, staffSignOut } from '../../shared/contracts/staff-session';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { registerStaffRouteScope } from '../staff/staff-route-scope';
import { recordAudit } from '../staff/staff-audit';
import { staffAccountView } from '../staff/staff-account-view';
import { clearStaffSessionCookie, staffSessionToken } from '../staff/staff-cookie';
import { currentStaff, requireStaff, revokeStaffSession } from '../staff/staff-sessions';

/** The workspace session (staff-session.ts contracts). */
export function registerStaffSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerStaffRouteScope(scope);
    registerCall(scope, deps, getStaffSession, async (ctx) => ({
      account: staffAccountView(await requireStaff(ctx)),
    }));
    registerCall(scope, deps, staffSignOut, async ({ db, request, reply }) => {
      const now = deps.now();
      const principal = await currentStaff(db, request, now);
      const token = staffSessionToken(request);
      if (token) await revokeStaffSession(db, token, now);
      if (principal) {
        await recordAudit(
          db,
          {
            actorAccountId: principal.accountId,
            action: 'session.signed-out',
            targetType: 'session',
            request,
          },
          now,
        );
      }
      clearStaffSessionCookie(reply, deps.config.publicBaseUrl);
      return { signedOut: true as const };
    });
  });
}
