import { now } from '../../src/lib/clock';
import { summarizeEntry, type OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { getOutboxStore } from '../../src/shared/outbox/outbox-store';
import { browserSessionValues, type SessionValues } from '../shared/browser-effects';
import { supportDeps, type SupportSagaDeps } from '../support/support-deps';

/*
 * The profile sagas' effects, injectable so tests drive them without a browser: the outbox write
 * effects every lazy write saga shares (support-deps.ts), the tab's session storage (the profile
 * token), local storage (zipCode) and the refusal of a queued write the server answered 409.
 */

/** Plain local storage values (the spec's "Browser storage": zipCode). */
export interface LocalValues {
  set(key: string, value: string): void;
}

export interface ProfileSagaDeps extends SupportSagaDeps {
  session: SessionValues;
  local: LocalValues;
  /**
   * Settles a queued write as refused: the outbox treats 409 as "try later", but a 409 here is
   * the address belonging to another profile, which no retry changes. Returns the entry.
   */
  refuseWrite: (id: string) => Promise<OutboxEntrySummary | undefined>;
}

const browserLocalValues: LocalValues = {
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode, quota): the zip code is a convenience for the search.
    }
  },
};

async function refuseStoredWrite(id: string): Promise<OutboxEntrySummary | undefined> {
  const entry = await getOutboxStore().update(id, (stored) =>
    stored.state === 'delivered'
      ? stored
      : { ...stored, state: 'failed', payload: undefined, nextAttemptAt: now() },
  );
  return entry ? summarizeEntry(entry) : undefined;
}

export function profileDeps(overrides: Partial<ProfileSagaDeps> = {}): ProfileSagaDeps {
  // Object.assign keeps supportDeps' lazy `api` getter (axios is only loaded on the first call).
  return Object.assign(supportDeps(overrides), {
    session: overrides.session ?? browserSessionValues,
    local: overrides.local ?? browserLocalValues,
    refuseWrite: overrides.refuseWrite ?? refuseStoredWrite,
  });
}
