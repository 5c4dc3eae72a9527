import type { ApiClient } from '../../src/lib/api-client';
import { createHealthDataConnector } from '../../src/lib/health-data/health-data-connector';
import type { HealthDataConnector } from '../../src/lib/health-data/connect-types';
import { enqueueWrite } from '../../src/lib/outbox-client';
import { browserSessionValues, sharedApiClient, type SessionValues } from '../shared/browser-effects';

/** The browser effects of the success-page and health-data sagas, injectable for tests. */
export interface SuccessSagaDeps {
  api: ApiClient;
  /** Writes (the health-data outcome) go through the outbox: nothing is lost offline. */
  enqueue: typeof enqueueWrite;
  /** Opens the connect widget: the provider's script or the local sandbox dialog. */
  connect: HealthDataConnector;
  session: SessionValues;
  /** The site's origin, when the site settings give no baseUrl. */
  origin: () => string;
  log: (message: string, error: unknown) => void;
}

export function successDeps(overrides: Partial<SuccessSagaDeps> = {}): SuccessSagaDeps {
  const log = overrides.log ?? ((message: string, error: unknown) => console.warn(message, error));
  const api = () => overrides.api ?? sharedApiClient();
  return {
    get api() {
      return api();
    },
    enqueue: overrides.enqueue ?? enqueueWrite,
    connect: overrides.connect ?? createHealthDataConnector(api, log),
    session: overrides.session ?? browserSessionValues,
    origin: overrides.origin ?? (() => window.location.origin),
    log,
  };
}
