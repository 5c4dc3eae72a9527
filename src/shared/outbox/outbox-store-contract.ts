import type { OutboxEntry } from './outbox-entry';

export interface PruneRule {
  /** Delivered entries delivered before this epoch ms are deleted. */
  deliveredBefore: number;
  /** Failed entries that failed before this epoch ms are deleted. */
  failedBefore: number;
}

/**
 * Where outbox entries live. The IndexedDB store is the real one (shared by page and service
 * worker); tests use an in-memory one with the same contract.
 */
export interface OutboxStore {
  /**
   * Adds a new entry. Its createdAt is raised, if needed, above every stored entry's so that
   * creation order is total even for two writes in the same millisecond. Returns what was stored.
   */
  add(entry: OutboxEntry): Promise<OutboxEntry>;
  get(id: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  /** Atomically rewrites one entry; a no-op (undefined) when it is gone. */
  update(id: string, change: (entry: OutboxEntry) => OutboxEntry): Promise<OutboxEntry | undefined>;
  /** Every entry, oldest first. */
  list(): Promise<OutboxEntry[]>;
  remove(id: string): Promise<void>;
  /** Returns how many entries were deleted. */
  prune(rule: PruneRule): Promise<number>;
}

export function isPrunable(entry: OutboxEntry, rule: PruneRule): boolean {
  if (entry.state === 'delivered') return (entry.deliveredAt ?? entry.createdAt) < rule.deliveredBefore;
  if (entry.state === 'failed') return (entry.failedAt ?? entry.createdAt) < rule.failedBefore;
  return false; // saved and sending entries are never dropped: nothing may be lost
}
