import type { OutboxEntrySummary } from '../../shared/outbox/outbox-entry';
import type { OutboxSliceState } from './outbox-slice';

/**
 * Which outbox entry a submission's receipt follows. The flows name their writes with fixed
 * outbox labels ('Contact form', 'support request', …), so a receipt finds its entry by the
 * Idempotency-Key when the flow kept it, otherwise by label (and group): the newest such entry
 * is the one the person just made.
 */
export interface ReceiptMatch {
  /** Idempotency-Keys in order of preference: the first one in the outbox is followed. */
  entryIds?: readonly (string | null | undefined)[];
  label?: string;
  group?: string | null;
}

export function findReceiptEntry(
  entries: readonly OutboxEntrySummary[],
  match: ReceiptMatch,
): OutboxEntrySummary | null {
  for (const id of match.entryIds ?? []) {
    const byId = id ? entries.find((entry) => entry.id === id) : undefined;
    if (byId) return byId;
  }
  if (!match.label) return null;
  let newest: OutboxEntrySummary | null = null;
  for (const entry of entries) {
    if (entry.label !== match.label) continue;
    if (match.group && entry.group !== match.group) continue;
    if (newest === null || entry.createdAt > newest.createdAt) newest = entry;
  }
  return newest;
}

export const selectReceiptEntry = (
  state: { outbox: OutboxSliceState },
  match: ReceiptMatch,
): OutboxEntrySummary | null => findReceiptEntry(state.outbox.entries, match);
