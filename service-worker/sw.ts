/// <reference lib="webworker" />
import '../src/shared/zod-jitless';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OUTBOX_SYNC_TAG } from '../src/shared/outbox/outbox-signals';
import { contentStrategy, isContentRequest } from './content-cache';
import { handleNavigation } from './navigation';
import { deliverInBackground } from './outbox-sync';
import type { SwScope, SyncEvent } from './sw-globals';
import { isTrialReadRequest, trialsStrategy } from './trials-cache';
import { isPersonalReadRequest, personalReadsStrategy } from './personal-reads-cache';
import { handleWarmStudyMessage } from './study-warmup';

// Written as `self.__WB_MANIFEST` below: injectManifest looks for that exact text.
declare const self: SwScope;

// Navigations first: routes match in registration order, and precacheAndRoute's route would
// otherwise answer '/' from the cache before the network had a chance.
registerRoute(new NavigationRoute(handleNavigation));

// The app shell, the offline page, icons and the manifest (injected by vite-plugin-pwa).
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();

registerRoute(isContentRequest, contentStrategy, 'GET');
registerRoute(isTrialReadRequest, trialsStrategy, 'GET');
registerRoute(isPersonalReadRequest, personalReadsStrategy, 'GET');
// Nothing else is routed: writes (POST/PUT) and other personal reads always go to the network.

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverInBackground(self.location.origin));
});

// Prompt strategy: a new version waits until the person presses "Reload" (never mid-form), so
// there is no skipWaiting() on install.
//
// clients.claim() on activation only changes pages that have no worker yet: the pages open when
// the very first version installs (a page already under a worker gets the new version through
// the prompt, which reloads it). Claiming them serves the same build's files from the precache,
// so nothing changes under the person's feet, and the first visit's pages open again offline.
self.addEventListener('activate', (event) => {
  (event as ExtendableEvent).waitUntil(self.clients.claim());
});
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  else handleWarmStudyMessage(event as ExtendableMessageEvent, self.location.origin);
});
