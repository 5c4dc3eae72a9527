import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath, pathOf } from '../http/api-paths';
import { problem, sendProblem } from '../http/problem';
import { REVALIDATE } from './static-files';

/**
 * A browser navigation to a client-side route: GET/HEAD asking for HTML, not an API call,
 * not a hashed asset and not a file name (a missing /foo.js must 404, not become HTML).
 */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const path = pathOf(request.url);
  if (isApiPath(path) || path.startsWith('/assets/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** Unknown API routes get a problem+json 404; navigations get the SPA's index.html. */
export function registerNotFound(app: FastifyInstance, options: { spa: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    if (options.spa && isSpaNavigation(request)) {
      return reply.code(200).header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return sendProblem(reply, problem(404, 'Not Found', 'There is nothing at this address.'));
  });
}
