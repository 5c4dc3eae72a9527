import type { FastifyInstance } from 'fastify';
import {
  changeReferralStatus,
  exportReferrals,
  getReferral,
  listReferrals,
} from '../../shared/contracts/staff-referrals';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { registerStaffRouteScope } from '../staff/staff-route-scope';
import { CSV_CONTENT_TYPE, csvAttachment } from '../staff/csv';
import { referralCsv } from '../staff/referrals/referral-export';
import { referralDetail } from '../staff/referrals/referral-detail';
import { referralList } from '../staff/referrals/referral-list';
import { changeStatus } from '../staff/referrals/status-change';
import { requireStaff } from '../staff/staff-sessions';

/** The workspace's referrals (staff-referrals.ts contracts): every role reads, admins only read. */
export function registerStaffReferralsRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerStaffRouteScope(scope);
    registerCall(scope, deps, listReferrals, async (ctx) =>
      referralList(ctx.db, await requireStaff(ctx), ctx.query, { request: ctx.request, now: deps.now() }),
    );
    registerCall(scope, deps, exportReferrals, async (ctx) => {
      const now = deps.now();
      const csv = await referralCsv(ctx.db, await requireStaff(ctx), ctx.query, {
        request: ctx.request,
        now,
      });
      ctx.reply.type(CSV_CONTENT_TYPE);
      ctx.reply.header(
        'content-disposition',
        csvAttachment(`referrals-${now.toISOString().slice(0, 10)}.csv`),
      );
      return csv;
    });
    // A read that writes (the automatic Viewed, the audit entry): all of it or nothing.
    registerCall(scope, deps, getReferral, async (ctx) => {
      const principal = await requireStaff(ctx);
      return ctx.db
        .transaction()
        .execute((trx) =>
          referralDetail(trx, principal, ctx.params.referralId, { request: ctx.request, now: deps.now() }),
        );
    });
    registerCall(scope, deps, changeReferralStatus, async (ctx) =>
      changeStatus(ctx.db, await requireStaff(ctx), ctx.params.referralId, ctx.body, {
        request: ctx.request,
        now: deps.now(),
      }),
    );
  });
}
