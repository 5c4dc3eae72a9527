/**
 * The time to drain N queued contact submissions: the real drainOutbox (src/shared/outbox) over
 * the real server, sending with createFetchSender over HTTP, the payloads sealed with AES-GCM
 * as on a device, the queue in the in-memory OutboxStore the outbox unit tests use.
 */
import { randomUUID } from 'node:crypto';
import { decryptJson, encryptJson } from '../../src/shared/crypto/encrypt-json';
import { writeCallNamed } from '../../src/shared/contracts/write-calls';
import { drainOutbox } from '../../src/shared/outbox/drain-outbox';
import type { OutboxEntry } from '../../src/shared/outbox/outbox-entry';
import { createFetchSender } from '../../src/shared/outbox/send-entry';
import { startTestServer } from '../e2e/support/test-server';
import { createMemoryOutboxStore } from '../unit/outbox/support/memory-outbox-store';
import { contactBody } from './bench-api';
import type { DatabaseName, DrainFigures } from './bench-report';
import { round } from './bench-stats';

export async function benchDrain(
  database: DatabaseName,
  options: { entries: number; databaseUrl?: string },
): Promise<DrainFigures> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const store = createMemoryOutboxStore();
  const deviceId = `bench-device-${randomUUID()}`;
  for (let i = 0; i < options.entries; i += 1) {
    const body = JSON.parse(contactBody()) as { journeyStatusRequest: { enrollmentId: string } };
    const entry: OutboxEntry = {
      id: randomUUID(),
      callName: 'Patient/Add',
      method: 'POST',
      url: '/Patient/Add',
      group: body.journeyStatusRequest.enrollmentId,
      label: 'Contact details sent',
      deviceId,
      payload: await encryptJson(body, key),
      state: 'saved',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: i,
    };
    await store.add(entry);
  }
  const server = await startTestServer({
    RATE_LIMIT_DISABLED: 'true',
    DATABASE_URL: options.databaseUrl ?? '',
  });
  try {
    const send = createFetchSender({
      baseUrl: server.baseUrl,
      open: (envelope) => decryptJson(envelope, key),
    });
    const started = performance.now();
    const report = await drainOutbox({
      store,
      send,
      contractOf: writeCallNamed,
      now: () => Date.now(),
      seal: (value) => encryptJson(value, key),
    });
    const milliseconds = Math.round(performance.now() - started);
    return {
      database,
      callName: 'Patient/Add',
      entries: options.entries,
      delivered: report.delivered.length,
      failed: report.failed.length,
      retried: report.retried.length,
      milliseconds,
      perSecond: round((report.delivered.length / milliseconds) * 1000, 1),
    };
  } finally {
    await server.dispose();
  }
}
