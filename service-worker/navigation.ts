import { matchPrecache } from 'workbox-precaching';
import { NetworkOnly } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { extractInlinedAnswers } from '../src/shared/contracts/initial-answers';
import { fileInlinedAnswers } from '../src/shared/offline/content-cache';
import { isAppRoute } from './route-rules';

export const APP_SHELL = '/index.html';
export const OFFLINE_PAGE = '/offline.html';
export const NAVIGATION_TIMEOUT_SECONDS = 3;

const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });

function offlineFallback(): Response {
  return new Response('<!doctype html><title>Offline</title><p>You are offline.</p>', {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** Without a network answer in 3 s: the precached page itself, the app shell, or the offline page. */
export async function navigationFallback(url: URL): Promise<Response> {
  const exact = await matchPrecache(url.pathname);
  if (exact) return exact;
  if (isAppRoute(url.pathname)) {
    const shell = await matchPrecache(APP_SHELL);
    if (shell) return shell;
  }
  return (await matchPrecache(OFFLINE_PAGE)) ?? offlineFallback();
}

/**
 * The answers the server inlined in a page (its layout and site settings) are filed in the content
 * cache under the URLs the page would have asked: opened again offline, from the precached shell,
 * the page finds them there.
 */
export async function fileNavigationAnswers(response: Response): Promise<void> {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return;
  await fileInlinedAnswers(caches, extractInlinedAnswers(await response.text()));
}

/**
 * Network first, so a fresh deploy's HTML wins whenever the network answers in time; the
 * precached copies keep the app opening on a kiosk whose connection just dropped.
 */
export async function handleNavigation(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await network.handle({ event: options.event, request: options.request });
    // A proxy's 502/503 while the app server is down: the cached shell serves the person better.
    if (response.status < 500) {
      if (response.ok) {
        const filing = fileNavigationAnswers(response.clone()).catch(() => undefined);
        (options.event as ExtendableEvent | undefined)?.waitUntil?.(filing);
      }
      return response;
    }
  } catch {
    // offline, or no answer within the timeout
  }
  return navigationFallback(options.url);
}
