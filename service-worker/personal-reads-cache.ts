import type { RouteMatchCallbackOptions } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import { PERSONAL_READS_CACHE } from '../src/shared/offline/personal-caches';
import { isPersonalReadCall } from './route-rules';

export function isPersonalReadRequest({ url, request, sameOrigin }: RouteMatchCallbackOptions): boolean {
  return isPersonalReadCall(request.method, url.pathname, sameOrigin);
}

/**
 * Network-first: the site list is fresh when online (sites fill up and close); when the network
 * fails or hangs past 5 s, the last list for the same URL is used. Kept as long as the resume
 * window's default, and only a few lists: one enrolment rarely searches more than a handful of
 * zips. The cache is deleted whenever the device forgets a person.
 */
export const personalReadsStrategy = new NetworkFirst({
  cacheName: PERSONAL_READS_CACHE,
  networkTimeoutSeconds: 5,
  plugins: [
    new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
