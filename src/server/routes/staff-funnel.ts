import type { FastifyInstance } from 'fastify';
import { exportStaffFunnel, getStaffFunnel } from '../../shared/contracts/staff-funnel';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { registerNoStore } from '../registry/no-store';
import { CSV_CONTENT_TYPE, csvAttachment } from '../staff/csv';
import { funnelCsv } from '../staff/funnel/funnel-csv';
import { funnelReport } from '../staff/funnel/funnel-report';
import { recordAudit } from '../staff/staff-audit';
import { requireStaff } from '../staff/staff-sessions';

/** The funnel is for those who run studies: site staff work referrals, not recruitment figures. */
const FUNNEL_ROLES = ['admin', 'study_manager'] as const;

/** The recruitment funnel and its CSV export (staff-funnel.ts contracts). */
export function registerStaffFunnelRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerNoStore(scope);
    registerCall(scope, deps, getStaffFunnel, async (ctx) => {
      const principal = await requireStaff(ctx, FUNNEL_ROLES);
      return funnelReport(ctx.db, principal, ctx.query, deps.now());
    });
    registerCall(scope, deps, exportStaffFunnel, async (ctx) => {
      const principal = await requireStaff(ctx, FUNNEL_ROLES);
      const now = deps.now();
      const answer = await funnelReport(ctx.db, principal, ctx.query, now);
      const csv = funnelCsv(answer);
      await recordAudit(
        ctx.db,
        {
          actorAccountId: principal.accountId,
          action: 'funnel.exported',
          targetType: 'funnel',
          details: {
            protocol: ctx.query.protocol ?? null,
            site: ctx.query.site ?? null,
            from: answer.from,
            to: answer.to,
            rows: answer.studyRows.length + answer.siteRows.length,
          },
          request: ctx.request,
        },
        now,
      );
      ctx.reply.type(CSV_CONTENT_TYPE);
      ctx.reply.header('content-disposition', csvAttachment(`funnel-${answer.from}-${answer.to}.csv`));
      return csv;
    });
  });
}
