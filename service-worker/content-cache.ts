import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteMatchCallbackOptions } from 'workbox-core/types';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CONTENT_CACHE } from '../src/shared/offline/content-cache';
import { isContentCall } from './route-rules';

export { CONTENT_CACHE };

export function isContentRequest({ url, request, sameOrigin }: RouteMatchCallbackOptions): boolean {
  return isContentCall(request.method, url.pathname, sameOrigin);
}

/** Stale-while-revalidate: pages open instantly (and offline) and refresh in the background. */
export const contentStrategy = new StaleWhileRevalidate({
  cacheName: CONTENT_CACHE,
  plugins: [
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
