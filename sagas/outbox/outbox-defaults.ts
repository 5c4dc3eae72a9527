import { delay, now } from '../../src/lib/clock';
import { queuedContract, subscribeToQueuedWrites } from '../../src/lib/outbox-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import { decryptJson } from '../../src/shared/crypto/encrypt-json';
import { getOutboxStore } from '../../src/shared/outbox/outbox-store';
import { OUTBOX_BROADCAST } from '../../src/shared/outbox/outbox-signals';
import { withDeliveryLock } from '../../src/shared/outbox/with-delivery-lock';
import type { SagaServices, ServiceDefaults } from '../shared/saga-services';

export const DRAIN_INTERVAL_MS = 30_000;
/** How soon to look again when another context (tab, service worker) held the delivery lock. */
export const LOCK_BUSY_RETRY_MS = 5_000;

type Unsubscribe = () => void;
type Send = SagaServices['send'];

function browserOnline(): boolean {
  const nav = globalThis.navigator as Navigator | undefined;
  return typeof nav?.onLine === 'boolean' ? nav.onLine : true;
}

function subscribeWindowConnection(emit: (online: boolean) => void): Unsubscribe {
  const target = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>;
  if (typeof target.addEventListener !== 'function') return () => undefined;
  const online = () => emit(true);
  const offline = () => emit(false);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener?.('online', online);
    target.removeEventListener?.('offline', offline);
  };
}

function subscribeBroadcast(emit: () => void): Unsubscribe {
  if (typeof BroadcastChannel !== 'function') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_BROADCAST);
  channel.onmessage = () => emit();
  return () => channel.close();
}

interface LazySender {
  send: Send;
  /** Downloads the sender's chunk (once it has loaded, the same sender every time). */
  load: () => Promise<Send>;
}

/**
 * The fetch sender, downloaded on first use and created once. A failed download is
 * not remembered: the next call asks for the chunk again.
 */
function lazyFetchSender(): LazySender {
  let sender: Promise<Send> | undefined;
  const load = (): Promise<Send> => {
    sender ??= import('../../src/shared/outbox/send-entry').then(
      ({ createFetchSender }) => createFetchSender(),
      (error: unknown) => {
        sender = undefined;
        throw error;
      },
    );
    return sender;
  };
  return { send: async (entry) => (await load())(entry), load };
}

/**
 * drainOutbox from its lazy chunk. When the drain is handed the lazy sender, that sender's chunk
 * is fetched alongside, so the two download in parallel and a failed download fails the round
 * before any entry is marked 'sending' (it is not counted as an attempt).
 */
function lazyDrain(sender: LazySender): SagaServices['drain'] {
  return async (options) => {
    const [{ drainOutbox }] = await Promise.all([
      import('../../src/shared/outbox/drain-outbox'),
      options.send === sender.send ? sender.load() : undefined,
    ]);
    return drainOutbox(options);
  };
}

/**
 * A write queued by this page brings its contract along; one queued before a reload (or by
 * another tab) downloads its own contract's module, found by name (write-call-modules.ts).
 */
async function contractNamed(name: string): Promise<CallContract | undefined> {
  return (
    queuedContract(name) ??
    (await import('../../src/shared/contracts/write-call-modules')).loadWriteCall(name)
  );
}

/** The outbox's real services; the fetch sender is shared by `send` and the drain's own sends. */
export function outboxDefaults() {
  const sender = lazyFetchSender();
  return {
    outboxStore: getOutboxStore,
    send: () => sender.send,
    contractOf: () => contractNamed,
    drain: () => lazyDrain(sender),
    now: () => now,
    delay: () => delay,
    open: () => decryptJson,
    lock: () => (run) => withDeliveryLock(run),
    isOnline: () => browserOnline,
    subscribeConnection: () => subscribeWindowConnection,
    outboxBroadcasts: () => subscribeBroadcast,
    subscribeQueued: () => subscribeToQueuedWrites,
    drainIntervalMs: () => DRAIN_INTERVAL_MS,
    log: () => (message, error) => console.error(message, error),
  } satisfies ServiceDefaults;
}
