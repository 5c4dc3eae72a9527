import type { FastifyInstance } from 'fastify';
import {
  connectHealthDataSandbox,
  createHealthDataSession,
  updateHumanApiResponse,
} from '../../shared/contracts/health-data';
import type { AppDeps } from '../app-deps';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import {
  connectSandboxSession,
  healthDataAdapterFromEnv,
  type HealthDataAdapter,
} from '../integrations/health-data';

/*
 * Health-data sharing: the connect session (POST /api/humanapi), the sandbox's connect and the
 * recorded outcome (POST /HumanApi/UpdateHumanApiResponse, latest per enrolment).
 */
export function registerHealthDataRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  adapter: HealthDataAdapter = healthDataAdapterFromEnv(),
): void {
  registerCall(app, deps, createHealthDataSession, async ({ body, db }) => {
    try {
      return await adapter.createSession(
        db,
        { email: body.client_user_email, enrollmentId: body.client_user_id, retryCount: body.retryCount },
        deps.now(),
      );
    } catch {
      // The provider's failure is not the caller's: 502 lets the client retry and show its modal.
      throw new HttpProblem(
        502,
        'Health-data service unavailable',
        'The health-data service did not answer.',
      );
    }
  });

  registerCall(app, deps, connectHealthDataSandbox, async ({ body, db }) => {
    if (adapter.kind !== 'sandbox') throw new HttpProblem(404, 'Not Found');
    const connected = await connectSandboxSession(db, body.session_token, deps.now());
    if (!connected) throw new HttpProblem(404, 'Unknown session', 'No sandbox session has this token.');
    return connected;
  });

  registerCall(app, deps, updateHumanApiResponse, async ({ body, db }) => {
    const row = {
      potential_id: body.potentialId ?? null,
      human_api_status: body.humanApiStatus,
      human_api_enabled: body.humanApiEnabled,
      human_id: body.humanId || null,
      exception: body.exception,
      base_url: body.baseUrl,
      record_last_modified_date: body.recordLastModifiedDate,
      updated_at: deps.now(),
    };
    await db
      .insertInto('health_data_responses')
      .values({ tenant_key: body.tenantKey, enrollment_id: body.enrollmentId, ...row })
      .onConflict((oc) => oc.columns(['tenant_key', 'enrollment_id']).doUpdateSet(row))
      .execute();
    return { updated: true as const };
  });
}
