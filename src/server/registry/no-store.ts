import type { FastifyInstance } from 'fastify';

/** Every answer of the scope is no-store: profiles, session tokens and who is registered. */
export function registerNoStore(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
