import { createSelector } from '@reduxjs/toolkit';
import { selectLastDeliveryAt, selectOutboxEntries } from '../offline/outbox-slice';

/** The kiosk's view of the outbox mirror: what staff need to see, labels and states only. */
export interface KioskQueueSummary {
  saved: number;
  sending: number;
  failed: number;
  lastDeliveryAt: number | null;
}

export const selectKioskQueue = createSelector(
  [selectOutboxEntries, selectLastDeliveryAt],
  (entries, lastDeliveryAt): KioskQueueSummary => {
    const summary: KioskQueueSummary = { saved: 0, sending: 0, failed: 0, lastDeliveryAt };
    for (const entry of entries) if (entry.state !== 'delivered') summary[entry.state] += 1;
    return summary;
  },
);

/** Entries not yet on the server, oldest first (the staff screen's table). */
export const selectUndeliveredEntries = createSelector([selectOutboxEntries], (entries) =>
  entries.filter((entry) => entry.state !== 'delivered'),
);
