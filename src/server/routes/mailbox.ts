import type { FastifyInstance } from 'fastify';
import { listMailbox, MAILBOX_LIMIT } from '../../shared/contracts/mailbox';
import type { AppDeps } from '../app-deps';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { listStoredMessages } from '../integrations/stored-messages';

/** GET /api/demo/mailbox: the stored emails and SMS, in demo mode only. */
export function registerMailboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    // Messages carry personal data and sign-in links: never kept by a cache.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    registerCall(scope, deps, listMailbox, async ({ db }) => {
      // Outside demo mode the mailbox does not exist, rather than being forbidden.
      if (!deps.config.demoMode) throw new HttpProblem(404, 'Not Found');
      return { messages: await listStoredMessages(db, MAILBOX_LIMIT) };
    });
  });
}
