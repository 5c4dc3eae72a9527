import { writeCallNamed } from '../src/shared/contracts/write-calls';
import { drainOutbox } from '../src/shared/outbox/drain-outbox';
import { OUTBOX_BROADCAST, type OutboxDrainedMessage } from '../src/shared/outbox/outbox-signals';
import { getOutboxStore } from '../src/shared/outbox/outbox-store';
import { createFetchSender } from '../src/shared/outbox/send-entry';
import { withDeliveryLock } from '../src/shared/outbox/with-delivery-lock';

function announceDrained(): void {
  const channel = new BroadcastChannel(OUTBOX_BROADCAST);
  channel.postMessage({ type: 'outbox-drained' } satisfies OutboxDrainedMessage);
  channel.close();
}

/**
 * Background Sync: the SAME drain the page runs, under the SAME lock (waiting for it: when a page
 * holds it, its drain is running, and ours then finds little left), checking each answer against
 * its contract before storing it, as the page does. Rejecting while writes still wait makes the
 * browser schedule another sync later, even with every tab closed.
 */
export async function deliverInBackground(origin: string): Promise<void> {
  const result = await withDeliveryLock(
    () =>
      drainOutbox({
        store: getOutboxStore(),
        send: createFetchSender({ baseUrl: origin }),
        // No page may be open to know the entries' contracts: the worker carries them all.
        contractOf: writeCallNamed,
        now: () => Date.now(),
      }),
    { wait: true },
  );
  announceDrained();
  if (result.ran && result.value.waiting > 0) {
    throw new Error(`${result.value.waiting} outbox entries still waiting; retry the sync later`);
  }
}
