import type { ApiClient } from '../../src/lib/api-client';
import { retryEntryNow } from '../outbox/deliver-write';
import { sharedApiClient, waitForWindowOnline } from '../shared/browser-effects';
import { now } from '../../src/lib/clock';
import { enqueueWrite } from '../../src/lib/outbox-client';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { getOutboxStore } from '../../src/shared/outbox/outbox-store';

/** A window 'message' event, reduced to what the screener sagas check. */
export interface FrameEvent {
  origin: string;
  data: unknown;
}

type Unsubscribe = () => void;

/** The browser effects of the screener sagas, injectable so tests drive them without a browser. */
export interface ScreenerSagaDeps {
  /** Reads the person waits for (next steps, sites): online, with retries. */
  api: ApiClient;
  /** Writes: into the outbox (encrypted, idempotent, delivered in order). */
  enqueue: typeof enqueueWrite;
  /**
   * Makes a waiting outbox entry due now (the next drain sends it), unless it was already tried
   * more than `triedAtMost` times (the outbox's own timer got there first). Returns the entry,
   * changed or not; undefined when it is gone.
   */
  retryNow: (id: string, triedAtMost: number) => Promise<OutboxEntrySummary | undefined>;
  subscribeMessages: (emit: (event: FrameEvent) => void) => Unsubscribe;
  /** The app's origin: the only one the questionnaire's messages may come from. */
  origin: () => string;
  /** Resolves when the browser is back online (a failed read is retried then). */
  waitForOnline: () => Promise<void>;
  log: (message: string, error: unknown) => void;
}

function subscribeWindowMessages(emit: (event: FrameEvent) => void): Unsubscribe {
  const listener = (event: MessageEvent) => emit({ origin: event.origin, data: event.data as unknown });
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

export function screenerDeps(overrides: Partial<ScreenerSagaDeps> = {}): ScreenerSagaDeps {
  return {
    get api() {
      return overrides.api ?? sharedApiClient();
    },
    enqueue: overrides.enqueue ?? enqueueWrite,
    retryNow: overrides.retryNow ?? ((id, tried) => retryEntryNow(getOutboxStore(), id, tried, now())),
    subscribeMessages: overrides.subscribeMessages ?? subscribeWindowMessages,
    origin: overrides.origin ?? (() => window.location.origin),
    waitForOnline: overrides.waitForOnline ?? waitForWindowOnline,
    log: overrides.log ?? ((message, error) => console.warn(message, error)),
  };
}
