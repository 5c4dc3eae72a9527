import type { ApiClient } from '../../src/lib/api-client';
import { now } from '../../src/lib/clock';
import { enqueueWrite } from '../../src/lib/outbox-client';
import { getOutboxStore } from '../../src/shared/outbox/outbox-store';
import { sharedApiClient } from '../shared/browser-effects';
import { retryEntryNow, type DeliverWriteDeps } from '../outbox/deliver-write';

/** The support request's effects, injectable so tests drive them without a browser. */
export interface SupportSagaDeps {
  api: ApiClient;
  /** The request goes into the outbox (encrypted, idempotent) like every write. */
  enqueue: typeof enqueueWrite;
  retryNow: DeliverWriteDeps['retryNow'];
  /** A fresh idempotency key (UUID v4). */
  randomId: () => string;
  log: (message: string, error: unknown) => void;
}

export function supportDeps(overrides: Partial<SupportSagaDeps> = {}): SupportSagaDeps {
  return {
    get api() {
      return overrides.api ?? sharedApiClient();
    },
    enqueue: overrides.enqueue ?? enqueueWrite,
    retryNow: overrides.retryNow ?? ((id, tried) => retryEntryNow(getOutboxStore(), id, tried, now())),
    randomId: overrides.randomId ?? (() => crypto.randomUUID()),
    log: overrides.log ?? ((message, error) => console.warn(message, error)),
  };
}
