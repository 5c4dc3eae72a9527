import { enqueueWrite } from '../../src/lib/outbox-client';
import { browserApi, browserSessionValues, warn } from '../shared/browser-effects';
import type { ServiceDefaults } from '../shared/saga-services';

/**
 * The success page's and health-data sagas' real services. The connect widget is made from the
 * API client and log the context ends up with (see connectDefault).
 */
export const successDefaults = {
  api: () => browserApi,
  enqueue: () => enqueueWrite,
  session: () => browserSessionValues,
  origin: () => () => window.location.origin,
  log: () => warn,
} satisfies ServiceDefaults;
