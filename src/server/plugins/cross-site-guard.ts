import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '../http/problem';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request may come from where it says it comes from. The rules are
 * those of Go's net/http CrossOriginProtection: a browser's Sec-Fetch-Site decides when present;
 * otherwise the Origin must name this host; a request with neither is not from a browser (a
 * server, curl, a mail provider's one-click unsubscribe) and cannot carry a victim's session.
 */
export function isAllowedOrigin(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const origin = header(request, 'origin');
  if (origin !== undefined && trustedOrigins.has(origin)) return true;
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  if (origin === undefined) return true;
  // "null" (sandboxed frames, privacy-sensitive redirects) has no host and never matches.
  const host = hostOf(origin);
  return host !== null && host === header(request, 'host');
}

/**
 * Refuses cross-site POST/PUT/DELETE with 403 before any parsing or storage. The app's own
 * pages, its service worker's background sync and server-to-server calls pass; the configured
 * public origin is trusted even when a proxy rewrites the Host header.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicBaseUrl: string): void {
  const trusted = new Set([new URL(publicBaseUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isAllowedOrigin(request, trusted)) {
      throw new HttpProblem(403, 'Forbidden', 'Cross-site requests are not allowed.');
    }
  });
}
