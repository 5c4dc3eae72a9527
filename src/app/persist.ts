import {
  createMigrate,
  type MigrationManifest,
  type PersistConfig,
  type PersistMigrate,
} from 'redux-persist';
import type { PersistStorage } from '../lib/storage';

/**
 * What redux-persist keeps on the device: only these slices, encrypted (src/lib/storage.ts).
 * contactSubmission holds a contact-form submission under way (values, step reached, idempotency
 * keys) so that a reload continues it; siteConfirmation likewise holds a confirmed site choice under way. The outbox slice is a mirror of its own IndexedDB store and is never persisted here.
 */
export const PERSIST_KEY = 'root';
export const PERSIST_VERSION = 1;
export const PERSISTED_SLICES = ['journey', 'drafts', 'consent', 'contactSubmission', 'siteConfirmation'];

/**
 * One entry per version bump: `n: (state) => stateOfVersionN`. Version 1 is the first shape,
 * so there is nothing to transform yet.
 */
export const migrations: MigrationManifest = {
  1: (state) => state,
};

const migrateKnownVersions = createMigrate(migrations, { debug: false });

/**
 * createMigrate keeps a state written by a NEWER build unchanged (e.g. after a rollback); its
 * shape is unknown here, so it is dropped instead and the app starts clean.
 */
export const migrate: PersistMigrate = (state, currentVersion) => {
  const inbound = state?._persist?.version;
  if (inbound !== undefined && inbound > currentVersion) return Promise.resolve(undefined);
  return migrateKnownVersions(state, currentVersion);
};

/** Long enough for a slow phone's IndexedDB; on expiry the app starts from a clean state. */
const REHYDRATE_TIMEOUT_MS = 10_000;

export function persistConfig<S>(storage: PersistStorage): PersistConfig<S> {
  const config: PersistConfig<S> & { deserialize: false } = {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    whitelist: PERSISTED_SLICES,
    // Values are stored as objects (encrypted JSON envelopes), so neither side uses JSON strings.
    // redux-persist 6 reads `deserialize` at runtime but its typings omit it.
    serialize: false,
    deserialize: false,
    migrate,
    timeout: REHYDRATE_TIMEOUT_MS,
  };
  return config;
}

/** True once the persisted slices are restored; before that nothing may act on them. */
export const selectRehydrated = (state: { _persist?: { rehydrated: boolean } }): boolean =>
  state._persist?.rehydrated === true;
