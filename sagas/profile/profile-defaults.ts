import { now } from '../../src/lib/clock';
import { summarizeEntry, type OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { getOutboxStore } from '../../src/shared/outbox/outbox-store';
import { browserLocal, browserSessionValues } from '../shared/browser-effects';
import { writeDefaults } from '../outbox/write-defaults';
import type { ServiceDefaults } from '../shared/saga-services';

async function refuseStoredWrite(id: string): Promise<OutboxEntrySummary | undefined> {
  const entry = await getOutboxStore().update(id, (stored) =>
    stored.state === 'delivered'
      ? stored
      : { ...stored, state: 'failed', payload: undefined, nextAttemptAt: now() },
  );
  return entry ? summarizeEntry(entry) : undefined;
}

/**
 * The profile sagas' real services: the outbox writes, the tab's session storage (the profile
 * token), local storage (zipCode) and the refusal of a queued write the server answered 409.
 */
export const profileDefaults = {
  ...writeDefaults,
  session: () => browserSessionValues,
  localStorage: browserLocal,
  refuseWrite: () => refuseStoredWrite,
} satisfies ServiceDefaults;
