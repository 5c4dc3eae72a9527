import type { EncryptedEnvelope } from '../../src/shared/crypto/encrypt-json';
import { DEVICE_HEADER, IDEMPOTENCY_HEADER } from '../../src/shared/contracts/problem';
import type { OutboxEntry } from '../../src/shared/outbox/outbox-entry';

/*
 * The staff export of failed outbox entries: everything the study team needs to replay each
 * write exactly once by hand (method, path, the Idempotency-Key the server deduplicates on, the
 * device header and the decrypted body). The file holds personal data in plain text; the staff
 * screen says so.
 */

export const OUTBOX_EXPORT_FORMAT = 'trial-app.failed-outbox-entries/1';

export interface ExportedEntry {
  idempotencyKey: string;
  callName: string;
  method: OutboxEntry['method'];
  url: string;
  label: string;
  createdAt: string;
  attempts: number;
  lastError: OutboxEntry['lastError'] | null;
  headers: Record<string, string>;
  /** The request body as the app would send it; null when it cannot be decrypted on this device. */
  body: unknown;
  bodyUnreadable?: true;
}

export interface OutboxExport {
  format: typeof OUTBOX_EXPORT_FORMAT;
  exportedAt: string;
  entries: ExportedEntry[];
}

async function exportEntry(
  entry: OutboxEntry,
  open: (envelope: EncryptedEnvelope) => Promise<unknown>,
): Promise<ExportedEntry> {
  const exported: ExportedEntry = {
    idempotencyKey: entry.id,
    callName: entry.callName,
    method: entry.method,
    url: entry.url,
    label: entry.label,
    createdAt: new Date(entry.createdAt).toISOString(),
    attempts: entry.attempts,
    lastError: entry.lastError ?? null,
    headers: { [IDEMPOTENCY_HEADER]: entry.id, [DEVICE_HEADER]: entry.deviceId },
    body: {},
  };
  if (!entry.payload) return exported;
  try {
    exported.body = await open(entry.payload);
  } catch {
    exported.body = null;
    exported.bodyUnreadable = true;
  }
  return exported;
}

export async function buildOutboxExport(
  entries: OutboxEntry[],
  open: (envelope: EncryptedEnvelope) => Promise<unknown>,
  at: number,
): Promise<OutboxExport> {
  const failed = entries.filter((entry) => entry.state === 'failed');
  return {
    format: OUTBOX_EXPORT_FORMAT,
    exportedAt: new Date(at).toISOString(),
    entries: await Promise.all(failed.map((entry) => exportEntry(entry, open))),
  };
}

export function exportFileName(at: number): string {
  return `failed-outbox-entries-${new Date(at).toISOString().replace(/[:.]/g, '-')}.json`;
}
