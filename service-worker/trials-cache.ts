import type { RouteMatchCallbackOptions } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import { TRIAL_READS_CACHE } from '../src/shared/offline/personal-caches';
import { isTrialReadCall } from './route-rules';

/** Its own cache, so trial answers never crowd out the pages' content. */
export const TRIALS_CACHE = TRIAL_READS_CACHE;

export function isTrialReadRequest({ url, request, sameOrigin }: RouteMatchCallbackOptions): boolean {
  return isTrialReadCall(request.method, url.pathname, sameOrigin);
}

/**
 * Network-first: a search answers from the server when it can (results change as trials open
 * and close); when the network fails or hangs past 5 s, the last answer for the same URL is used.
 */
export const trialsStrategy = new NetworkFirst({
  cacheName: TRIALS_CACHE,
  networkTimeoutSeconds: 5,
  plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 24 * 60 * 60, purgeOnQuotaError: true })],
});
