import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { normalisedPath } from '../http/api-paths';

const MAPS = 'https://maps.googleapis.com';
const MAPS_STATIC = 'https://maps.gstatic.com';

/** Pages that must never be framed by another site, whatever FRAME_ANCESTORS allows. */
const SELF_FRAMED_PATHS = new Set(['/screener', '/screener.html']);

/** No 'unsafe-inline' and no 'unsafe-eval' anywhere: scripts and styles come from our files. */
export function contentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${MAPS} ${MAPS_STATIC}`,
    `connect-src 'self' ${MAPS}`,
    "font-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

/** Sets the security headers of one response, whatever answers it. */
export function securityHeaderSetter(
  config: AppConfig,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const appPolicy = contentSecurityPolicy(config.frameAncestors);
  const selfOnlyPolicy = contentSecurityPolicy(["'self'"]);
  const hsts = config.publicBaseUrl.startsWith('https://');
  return (request, reply) => {
    const framedBySelfOnly = SELF_FRAMED_PATHS.has(normalisedPath(request.url));
    reply.header('content-security-policy', framedBySelfOnly ? selfOnlyPolicy : appPolicy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Only meaningful (and only honoured) when the public site is served over HTTPS.
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}

/** Adds the security headers to every response: API, static, errors and 404s alike. */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const setHeaders = securityHeaderSetter(config);
  app.addHook('onSend', async (request, reply, payload) => {
    setHeaders(request, reply);
    return payload;
  });
}
