import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_HEADER } from '../../shared/contracts/problem';
import type { RateLimitConfig } from '../config';
import { isApiPath, normalisedPath } from '../http/api-paths';
import { HttpProblem } from '../http/problem';
import { isSpaNavigation } from './not-found';
import { TokenBuckets } from './token-buckets';

export interface RateLimitOptions extends RateLimitConfig {
  /** Milliseconds since the epoch; injectable so tests control time. */
  clock?: () => number;
  maxEntries?: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = {
  enabled: true,
  perDevicePerMinute: 300,
  perIpPerMinute: 6000,
};

function deviceId(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  // The header is the client's own claim: bounded so it cannot bloat the bucket keys.
  return (raw ?? '').slice(0, 64);
}

function tooManyRequests(waitMs: number): HttpProblem {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpProblem(429, 'Too Many Requests', `Too many requests; retry in ${seconds} s.`, undefined, {
    'retry-after': String(seconds),
  });
}

/** Probed by load balancers, which must never be refused by the limit they are meant to watch. */
const UNLIMITED_PATHS = new Set(['/healthz']);

/**
 * Whether a request costs a token: every API call, and every page load the server renders (the
 * app shell with the page's answers and first screen: database reads and a render each). Static
 * files are not limited. Decided on the path the router matches, so no spelling escapes it.
 */
function isLimited(request: FastifyRequest): boolean {
  if (isApiPath(request.url)) return true;
  return isSpaNavigation(request) && !UNLIMITED_PATHS.has(normalisedPath(request.url));
}

/**
 * Rate limit with two token buckets per request: one per device (IP + X-Device-Id), which
 * stops one abusive client, and a much larger one per IP, so the kiosks of a clinic sharing one
 * address are not blocked by each other yet rotating device ids cannot lift the ceiling.
 */
export function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): void {
  if (!options.enabled) return;
  const clock = options.clock ?? Date.now;
  const perDevice = new TokenBuckets(
    options.perDevicePerMinute,
    options.perDevicePerMinute,
    options.maxEntries,
  );
  const perIp = new TokenBuckets(options.perIpPerMinute, options.perIpPerMinute, options.maxEntries);
  app.addHook('onRequest', async (request) => {
    if (!isLimited(request)) return;
    const now = clock();
    const deviceKey = `${request.ip}|${deviceId(request.headers[DEVICE_HEADER])}`;
    // Check both before taking from either: a refused request costs the client nothing.
    const wait = Math.max(perDevice.waitTime(deviceKey, now), perIp.waitTime(request.ip, now));
    if (wait > 0) throw tooManyRequests(wait);
    perDevice.take(deviceKey, now);
    perIp.take(request.ip, now);
  });
}
