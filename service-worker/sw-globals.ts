import type { PrecacheEntry } from 'workbox-precaching';

/** The service worker's global scope, with what injectManifest and Background Sync add to it. */
export type SwScope = ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** Background Sync's event (not in TypeScript's WebWorker lib). */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
