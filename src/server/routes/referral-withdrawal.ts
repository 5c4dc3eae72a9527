import type { FastifyInstance } from 'fastify';
import { withdrawReferral } from '../../shared/contracts/referral-withdrawal';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { HttpProblem } from '../http/problem';
import { registerNoStore } from '../registry/no-store';
import { withdrawWithToken } from '../staff/referrals/withdrawal';

/** The participant's withdrawal link (referral-withdrawal.ts contract). */
export function registerReferralWithdrawalRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerNoStore(scope);
    registerCall(scope, deps, withdrawReferral, async ({ db, body }) => {
      if (!(await withdrawWithToken(db, body.token, deps.now()))) {
        throw new HttpProblem(404, 'Link not valid', 'This withdrawal link is unknown or has expired.');
      }
      return { withdrawn: true as const };
    });
  });
}
