import type { FastifyInstance } from 'fastify';
import { listMailbox, MAILBOX_LIMIT } from '../../shared/contracts/mailbox';
import type { AppDeps } from '../app-deps';
import { demoFeaturesFor } from '../http/demo-access';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { listStoredMessages } from '../integrations/stored-messages';

/** GET /api/demo/mailbox: the stored emails and SMS, in demo mode only (see demo-access.ts). */
export function registerMailboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    // Messages carry personal data and sign-in links: never kept by a cache.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    registerCall(scope, deps, listMailbox, async ({ db, request }) => {
      // Outside the demo (or to another machine) the mailbox does not exist, rather than being forbidden.
      if (!demoFeaturesFor(deps.config, request)) throw new HttpProblem(404, 'Not Found');
      return { messages: await listStoredMessages(db, MAILBOX_LIMIT) };
    });
  });
}
