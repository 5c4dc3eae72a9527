import {
  buildUrl,
  type BodyOf,
  type CallContract,
  type ParamsOf,
  type QueryOf,
} from '../shared/contracts/define-call';
import { encryptJson, type EncryptedEnvelope } from '../shared/crypto/encrypt-json';
import {
  outboxEntrySchema,
  summarizeEntry,
  type OutboxEntry,
  type OutboxEntrySummary,
} from '../shared/outbox/outbox-entry';
import type { OutboxStore } from '../shared/outbox/outbox-store-contract';
import { getOutboxStore } from '../shared/outbox/outbox-store';
import { OUTBOX_SYNC_TAG } from '../shared/outbox/outbox-signals';
import { now } from './clock';
import { getDeviceId } from './device-id';

/** The device is out of storage: the write was NOT saved, and the person must be told. */
export class OutboxQuotaError extends Error {
  override readonly name = 'OutboxQuotaError';
  constructor(
    readonly callName: string,
    options?: { cause?: unknown },
  ) {
    super(`Not enough storage on this device to save ${callName}`, options);
  }
}

export interface WriteInput<C extends CallContract> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body: BodyOf<C>;
}

export interface WriteMeta {
  /** Writes of one group (e.g. an enrolment id) are delivered in the order they were made. */
  group: string;
  /** Shown in the outbox status; no personal data. */
  label: string;
  /** The Idempotency-Key when the caller already made one at the moment the person acted. */
  idempotencyKey?: string;
}

export interface OutboxClientDeps {
  store?: OutboxStore;
  now?: () => number;
  deviceId?: () => string;
  seal?: (value: unknown) => Promise<EncryptedEnvelope>;
  requestSync?: () => Promise<void>;
}

const queuedContracts = new Map<string, CallContract>();

/**
 * The contract of a write queued by this page, by name: the page's drain checks answers with it
 * without downloading every contract. Entries queued before a reload are not here.
 */
export function queuedContract(name: string): CallContract | undefined {
  return queuedContracts.get(name);
}

type QueuedListener = (summary: OutboxEntrySummary) => void;
const listeners = new Set<QueuedListener>();

/** The outbox saga subscribes here, so a write queued anywhere starts a delivery at once. */
export function subscribeToQueuedWrites(listener: QueuedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notifyQueued(summary: OutboxEntrySummary): void {
  for (const listener of listeners) {
    try {
      listener(summary);
    } catch {
      // The write is stored; a listener's failure must not make the caller think otherwise.
    }
  }
}

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** Asks the service worker to deliver even if every tab is closed (Background Sync, where supported). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const container = globalThis.navigator?.serviceWorker;
    if (!container?.controller) return;
    const registration = (await container.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Safari, Firefox) or denied: the saga's timer and `online` still deliver.
  }
}

async function buildEntry<C extends CallContract>(
  contract: C,
  input: WriteInput<C>,
  meta: WriteMeta,
  deps: OutboxClientDeps,
): Promise<OutboxEntry> {
  if (contract.method === 'GET') throw new Error(`${contract.name} is a read; only writes go to the outbox`);
  // parse() throws a ZodError on invalid input: nothing is queued then.
  const params = contract.params.parse(input.params ?? {}) as Record<string, string | number>;
  const query = contract.query.parse(input.query ?? {}) as Record<string, string | number | boolean>;
  const body: unknown = contract.body.parse(input.body);
  const at = (deps.now ?? now)();
  return outboxEntrySchema.parse({
    id: meta.idempotencyKey ?? crypto.randomUUID(),
    callName: contract.name,
    method: contract.method,
    url: buildUrl(contract.path, params, query),
    group: meta.group,
    label: meta.label,
    deviceId: (deps.deviceId ?? getDeviceId)(),
    payload: await (deps.seal ?? encryptJson)(body),
    state: 'saved',
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
  });
}

/**
 * Saves a write in the outbox (encrypted) and returns its summary once it is durably stored.
 * Delivery happens later, in order, exactly once: see drainOutbox.
 */
export async function enqueueWrite<C extends CallContract>(
  contract: C,
  input: WriteInput<C>,
  meta: WriteMeta,
  deps: OutboxClientDeps = {},
): Promise<OutboxEntrySummary> {
  const entry = await buildEntry(contract, input, meta, deps);
  queuedContracts.set(contract.name, contract);
  let stored: OutboxEntry;
  try {
    stored = await (deps.store ?? getOutboxStore()).add(entry);
  } catch (error) {
    if (isQuotaError(error)) throw new OutboxQuotaError(contract.name, { cause: error });
    throw error;
  }
  const summary = summarizeEntry(stored);
  notifyQueued(summary);
  void (deps.requestSync ?? requestBackgroundSync)();
  return summary;
}
