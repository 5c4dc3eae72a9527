import type { FastifyInstance } from 'fastify';
import { getSuccessDetails } from '../../shared/contracts/success';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { successDetails } from '../success/success-details';

/** GET /api/success/Details: personal (names, e-mail), so never stored by any cache. */
export function registerSuccessRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    registerCall(scope, deps, getSuccessDetails, ({ query, db }) =>
      successDetails(db, query.enrollmentId, query.language),
    );
  });
}
