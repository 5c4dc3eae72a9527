import type { FastifyInstance } from 'fastify';
import { addOrUpdateIntegrationAttemptHistory } from '../../shared/contracts/integration-attempt';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { recordIntegrationAttempt } from '../site-selection/integration-attempts';

/** POST /SiteSelection/AddOrUpdateIntegrationAttemptHistory (Idempotency-Key: a replay counts once). */
export function registerIntegrationAttemptRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, addOrUpdateIntegrationAttemptHistory, ({ body, db }) =>
    recordIntegrationAttempt(db, body, deps.now()),
  );
}
