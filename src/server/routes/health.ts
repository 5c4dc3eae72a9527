import type { FastifyInstance } from 'fastify';
import { PROBLEM_CONTENT_TYPE } from '../../shared/contracts/problem';
import type { AppDeps } from '../app-deps';
import { databaseKind } from '../db/database';
import { runHealthChecks } from '../health/health-check';
import { messageQueueHealth } from '../health/message-queue-check';
import { HEALTH_CHECKS } from '../health/registered-checks';
import { problem } from '../http/problem';

/**
 * GET /healthz for load balancers and orchestrators: 200 only when every check passes, else a
 * 503 problem naming the failing checks (src/server/health/registered-checks.ts lists them).
 */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const kind = databaseKind(deps.config);
  app.get('/healthz', async (request, reply) => {
    const report = await runHealthChecks(HEALTH_CHECKS, deps);
    reply.header('cache-control', 'no-store');
    if (report.healthy) {
      // The queue's figures are for monitoring: a backlog or dead letters do not take this server
      // out of the load balancer (another server could not deliver them any better).
      const messageQueue = await messageQueueHealth(deps.db, deps.now());
      // A refused content reload is reported, not failed: the previous version is still served.
      const content = deps.contentStatus?.() ?? undefined;
      return { status: 'ok', db: kind, checks: report.checks, messageQueue, ...(content ? { content } : {}) };
    }
    for (const [name, error] of Object.entries(report.errors)) {
      request.log.error({ check: name, err: error }, 'health check failed');
    }
    const failing = Object.keys(report.errors);
    const body = {
      ...problem(503, 'Service Unavailable', `Failing checks: ${failing.join(', ')}.`),
      checks: report.checks,
    };
    return reply.code(503).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
  });
}
