import type { OutboxError } from './outbox-entry';

/**
 * Why a write still waits in the outbox: 'offline' when no answer came, 'server' when the server
 * answered with an error (a 5xx, a rate limit). A page never tells someone who is online that
 * they are offline.
 */
export type PendingCause = 'offline' | 'server';

/** From the entry's last error: a status means the server answered. */
export function pendingCauseOf(lastError: OutboxError | undefined): PendingCause {
  return lastError?.status === undefined ? 'offline' : 'server';
}
