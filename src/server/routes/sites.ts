import type { FastifyInstance } from 'fastify';
import { searchSites, updateAppointmentStatus } from '../../shared/contracts/site-selection';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { assertOutcomeOpen } from '../outcome/final-outcome';
import { savedChoice } from '../site-selection/next-steps';
import { searchStudySites } from '../sites/site-search';

/** GET /api/sites/Search and POST /api/sites/UpdateAppointmentStatus. */
export function registerSiteRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    // The answer depends on the person's zip and enrolment: never kept by a shared cache.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    registerCall(scope, deps, searchSites, ({ query, db }) => searchStudySites(db, query));
  });

  // Step 5: the status of the saved site's appointment (409 when that site is not saved).
  registerCall(app, deps, updateAppointmentStatus, async ({ body, db }) => {
    await savedChoice(db, body.tenantKey, body.enrollmentId, body.siteCode);
    await assertOutcomeOpen(db, body, { kind: 'site-choice', siteCode: body.siteCode });
    await db
      .updateTable('contact_site_details')
      .set({ appointment_status: body.appointmentStatus, updated_at: deps.now() })
      .where('tenant_key', '=', body.tenantKey)
      .where('enrollment_id', '=', body.enrollmentId)
      .execute();
    return { updated: true as const };
  });
}
