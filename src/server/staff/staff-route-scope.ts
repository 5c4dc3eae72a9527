import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../http/problem';
import { registerNoStore } from '../registry/no-store';

/**
 * What every workspace route scope needs: answers never stored by a browser or proxy, and no HEAD.
 * A workspace read may record itself (a view of personal details, an export, a first view marking
 * a referral Viewed): a HEAD, which nobody reads, must not.
 */
export function registerStaffRouteScope(scope: FastifyInstance): void {
  registerNoStore(scope);
  scope.addHook('onRequest', async (request) => {
    if (request.method === 'HEAD') throw new HttpProblem(405, 'Method not allowed', 'Use GET.');
  });
}
