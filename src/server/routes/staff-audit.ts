import type { FastifyInstance } from 'fastify';
import { listAuditLog } from '../../shared/contracts/staff-audit';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { registerStaffRouteScope } from '../staff/staff-route-scope';
import { auditPage } from '../staff/audit/audit-log';
import { requireStaff } from '../staff/staff-sessions';

/** The audit log (staff-audit.ts contract): admins read it; nothing edits or deletes it. */
export function registerStaffAuditRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerStaffRouteScope(scope);
    registerCall(scope, deps, listAuditLog, async (ctx) =>
      auditPage(ctx.db, await requireStaff(ctx, ['admin']), ctx.query, {
        request: ctx.request,
        now: deps.now(),
      }),
    );
  });
}
