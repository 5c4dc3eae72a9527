import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OutboxEntrySummary } from '../../shared/outbox/outbox-entry';

/**
 * A MIRROR of the IndexedDB outbox, for the UI. It is deliberately NOT in the redux-persist
 * whitelist: IndexedDB is its persistence, and the service worker writes entries there too. A
 * persisted copy would be overwritten by whichever context wrote last and could resurrect
 * delivered entries; instead the outbox saga re-reads the store (outbox/synced).
 */
export interface OutboxSliceState {
  entries: OutboxEntrySummary[];
  online: boolean;
  lastDeliveryAt: number | null;
  draining: boolean;
  /** A write could not be saved because the device's storage is full: the person must be told. */
  storageFull: boolean;
  /** The browser refused persistent storage: it may evict what waits here when space runs low. */
  persistRefused: boolean;
}

export interface EntryDeliveredPayload {
  id: string;
  callName: string;
  group: string;
  /**
   * The server's decrypted answer, already checked against the call's contract (lives only in
   * memory, never persisted by redux). Read it through the contract, never as it is.
   */
  response?: unknown;
  /** The write was committed but its answer did not match the contract: there is none to read. */
  answerUnusable?: boolean;
  deliveredAt?: number;
}

export const initialOutboxState: OutboxSliceState = {
  entries: [],
  online: true,
  lastDeliveryAt: null,
  draining: false,
  storageFull: false,
  persistRefused: false,
};

function upsert(entries: OutboxEntrySummary[], summary: OutboxEntrySummary): void {
  const index = entries.findIndex((entry) => entry.id === summary.id);
  if (index >= 0) entries[index] = summary;
  else entries.push(summary);
}

function latestDelivery(entries: OutboxEntrySummary[], current: number | null): number | null {
  return entries.reduce<number | null>(
    (latest, entry) =>
      entry.deliveredAt !== undefined && (latest === null || entry.deliveredAt > latest)
        ? entry.deliveredAt
        : latest,
    current,
  );
}

export const outboxSlice = createSlice({
  name: 'outbox',
  initialState: initialOutboxState,
  reducers: {
    /** A write was saved in the outbox; also what starts a delivery. */
    entryQueued: (state, { payload }: PayloadAction<OutboxEntrySummary>) => {
      upsert(state.entries, payload);
    },
    /** An entry changed state during a drain (e.g. now 'sending'). */
    entryChanged: (state, { payload }: PayloadAction<OutboxEntrySummary>) => {
      upsert(state.entries, payload);
    },
    synced: (state, { payload }: PayloadAction<OutboxEntrySummary[]>) => {
      state.entries = [...payload].sort((a, b) => a.createdAt - b.createdAt);
      state.lastDeliveryAt = latestDelivery(payload, state.lastDeliveryAt);
    },
    entryDelivered: (state, { payload }: PayloadAction<EntryDeliveredPayload>) => {
      const at = payload.deliveredAt;
      if (at !== undefined && (state.lastDeliveryAt === null || at > state.lastDeliveryAt))
        state.lastDeliveryAt = at;
    },
    connectionChanged: (state, { payload }: PayloadAction<{ online: boolean }>) => {
      state.online = payload.online;
    },
    drainStarted: (state) => {
      state.draining = true;
    },
    drainFinished: (state) => {
      state.draining = false;
    },
    storageFull: (state, _action: PayloadAction<{ callName: string }>) => {
      state.storageFull = true;
    },
    storageFullDismissed: (state) => {
      state.storageFull = false;
    },
    /** navigator.storage.persist() answered false (or is missing): the person is warned. */
    storagePersistenceRefused: (state) => {
      state.persistRefused = true;
    },
    storagePersistenceWarningDismissed: (state) => {
      state.persistRefused = false;
    },
  },
});

export const {
  entryQueued,
  entryChanged,
  synced,
  entryDelivered,
  connectionChanged,
  drainStarted,
  drainFinished,
  storageFull,
  storageFullDismissed,
  storagePersistenceRefused,
  storagePersistenceWarningDismissed,
} = outboxSlice.actions;
export const outboxReducer = outboxSlice.reducer;

interface WithOutbox {
  outbox: OutboxSliceState;
}

export const selectOutboxEntries = (state: WithOutbox) => state.outbox.entries;
export const selectIsOnline = (state: WithOutbox) => state.outbox.online;
export const selectLastDeliveryAt = (state: WithOutbox) => state.outbox.lastDeliveryAt;
export const selectIsDraining = (state: WithOutbox) => state.outbox.draining;
export const selectStorageFull = (state: WithOutbox) => state.outbox.storageFull;
export const selectPersistRefused = (state: WithOutbox) => state.outbox.persistRefused === true;
