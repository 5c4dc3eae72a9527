import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, normalisedPath } from '../http/api-paths';
import { problem, sendProblem } from '../http/problem';

/**
 * A browser navigation to a client-side route: GET/HEAD asking for HTML, not an API call,
 * not a hashed asset and not a file name (a missing /foo.js must 404, not become HTML).
 */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const path = normalisedPath(request.url);
  if (isApiPath(path) || path.startsWith('/assets/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** Unknown API routes get a problem+json 404; navigations get the SPA's index.html. */
export function registerNotFound(
  app: FastifyInstance,
  options: { shell: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null },
): void {
  // "/" is not left to @fastify/static (index: false): it is a navigation like any other.
  const shell = options.shell;
  if (shell) app.get('/', (request, reply) => shell(request, reply));
  app.setNotFoundHandler((request, reply) => {
    if (options.shell && isSpaNavigation(request)) return options.shell(request, reply);
    return sendProblem(reply, problem(404, 'Not Found', 'There is nothing at this address.'));
  });
}
