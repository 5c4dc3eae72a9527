import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps';
import { databaseKind } from '../db/database';
import { HttpProblem } from '../http/problem';

/** GET /healthz for load balancers and orchestrators: 200 only when the database answers. */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const kind = databaseKind(deps.config);
  app.get('/healthz', async (request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new HttpProblem(503, 'Service Unavailable', 'The database is not available.');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok', db: kind };
  });
}
