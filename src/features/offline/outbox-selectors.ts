import { createSelector } from '@reduxjs/toolkit';
import { selectOutboxEntries } from './outbox-slice';

export interface OutboxCounts {
  saved: number;
  sending: number;
  failed: number;
  delivered: number;
}

export const selectOutboxCounts = createSelector([selectOutboxEntries], (entries): OutboxCounts => {
  const counts: OutboxCounts = { saved: 0, sending: 0, failed: 0, delivered: 0 };
  for (const entry of entries) counts[entry.state] += 1;
  return counts;
});

export const selectFailedEntries = createSelector([selectOutboxEntries], (entries) =>
  entries.filter((entry) => entry.state === 'failed'),
);

/** Writes not yet on the server (saved on this device or being sent). */
export const selectPendingCount = createSelector(
  [selectOutboxCounts],
  (counts) => counts.saved + counts.sending,
);

/** Writes the outbox status shows: not yet on the server, or refused by it (failed). */
export const selectKeptCount = createSelector(
  [selectOutboxCounts],
  (counts) => counts.saved + counts.sending + counts.failed,
);
