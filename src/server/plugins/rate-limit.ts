import type { FastifyInstance } from 'fastify';
import { DEVICE_HEADER } from '../../shared/contracts/problem';
import type { RateLimitConfig } from '../config';
import { isApiPath } from '../http/api-paths';
import { HttpProblem } from '../http/problem';
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

/**
 * API rate limit with two token buckets per request: one per device (IP + X-Device-Id), which
 * stops one abusive client, and a much larger one per IP, so the kiosks of a clinic sharing one
 * address are not blocked by each other yet rotating device ids cannot lift the ceiling.
 * Static files, SPA navigations and /healthz are not API paths and are never limited.
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
    if (!isApiPath(request.url)) return;
    const now = clock();
    const deviceKey = `${request.ip}|${deviceId(request.headers[DEVICE_HEADER])}`;
    // Check both before taking from either: a refused request costs the client nothing.
    const wait = Math.max(perDevice.waitTime(deviceKey, now), perIp.waitTime(request.ip, now));
    if (wait > 0) throw tooManyRequests(wait);
    perDevice.take(deviceKey, now);
    perIp.take(request.ip, now);
  });
}
