/** Names the page and the service worker must agree on. */

/** The Background Sync tag the page registers and the service worker handles. */
export const OUTBOX_SYNC_TAG = 'outbox-sync';

/** The BroadcastChannel on which the service worker says it delivered in the background. */
export const OUTBOX_BROADCAST = 'outbox';

export interface OutboxDrainedMessage {
  type: 'outbox-drained';
}
