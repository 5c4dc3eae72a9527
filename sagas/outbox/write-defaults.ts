import { now } from '../../src/lib/clock';
import { enqueueWrite } from '../../src/lib/outbox-client';
import { getOutboxStore } from '../../src/shared/outbox/outbox-store';
import { browserApi, warn } from '../shared/browser-effects';
import { retryEntryNow } from './deliver-write';
import type { ServiceDefaults } from '../shared/saga-services';

/**
 * The real services of a feature that writes through the outbox and waits for the answer
 * (deliverWrite): imported by those features' lazy chunks, so the home page never loads it.
 */
export const writeDefaults = {
  api: () => browserApi,
  enqueue: () => enqueueWrite,
  retryNow: () => (id, tried) => retryEntryNow(getOutboxStore(), id, tried, now()),
  randomId: () => () => crypto.randomUUID(),
  log: () => warn,
} satisfies ServiceDefaults;
