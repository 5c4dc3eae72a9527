import type { Page } from 'playwright-core';
import { waitUntil } from './outbox-probe';
import type { TestServer } from './test-server';

/**
 * The fault-injection tests' one verdict, from both ends: the device's outbox (what the person
 * did, in creation order) and the server's idempotency records (what took effect, when). Every
 * entry delivered, each key committed once, nothing committed that the outbox does not hold (no
 * write sent twice under another key), and within a group the commits follow creation order.
 */

export interface OutboxRow {
  id: string;
  callName: string;
  group: string;
  state: string;
  createdAt: number;
  lastError?: { status?: number; message: string };
}

export async function readOutboxRows(page: Page): Promise<OutboxRow[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const open = indexedDB.open('trial-app-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve([]);
          const all = db.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => {
            const rows = (all.result as OutboxRow[]).map(
              ({ id, callName, group, state, createdAt, lastError }) => ({
                id,
                callName,
                group,
                state,
                createdAt,
                ...(lastError ? { lastError } : {}),
              }),
            );
            db.close();
            resolve(rows.sort((a, b) => a.createdAt - b.createdAt));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

export interface CommittedRow {
  key: string;
  path: string;
  createdAt: number;
}

export async function committedRows(server: TestServer): Promise<CommittedRow[]> {
  const rows = await server.deps.db
    .selectFrom('idempotency_keys')
    .select(['key', 'path', 'created_at'])
    .execute();
  return rows.map((row) => ({ key: row.key, path: row.path, createdAt: new Date(row.created_at).getTime() }));
}

/** The keys committed so far: a test's own writes are those committed after this snapshot. */
export async function committedKeySet(server: TestServer): Promise<Set<string>> {
  return new Set((await committedRows(server)).map((row) => row.key));
}

const unsettled = (rows: OutboxRow[]) => rows.filter((row) => row.state !== 'delivered');

/** Polls the page's outbox until every entry is delivered; a failed entry ends the wait at once. */
export async function waitForOutboxDelivered(page: Page, timeoutMs = 30000): Promise<OutboxRow[]> {
  let rows: OutboxRow[] = [];
  await waitUntil(
    async () => {
      rows = await readOutboxRows(page);
      const failed = rows.filter((row) => row.state === 'failed');
      if (failed.length) throw new Error(`outbox entries failed: ${JSON.stringify(failed)}`);
      return rows.length > 0 && unsettled(rows).length === 0;
    },
    timeoutMs,
    'every outbox entry delivered',
  );
  return rows;
}

/** Polls the server until every key is committed (no page needed: the background-sync case). */
export async function waitForCommitted(server: TestServer, keys: string[], timeoutMs = 30000): Promise<void> {
  await waitUntil(
    async () => {
      const committed = await committedKeySet(server);
      return keys.every((key) => committed.has(key));
    },
    timeoutMs,
    `${keys.length} keys committed`,
  );
}

export interface DeliveryVerdict {
  /** Entries not delivered (must be empty). */
  undelivered: OutboxRow[];
  /** Outbox keys the server never committed (must be empty). */
  missing: string[];
  /** Keys committed since the baseline that the outbox does not hold (must be empty). */
  strangers: CommittedRow[];
  /** Groups whose commits are out of creation order (must be empty). */
  outOfOrder: Array<{
    group: string;
    commits: Array<{ callName: string; createdAt: number; committedAt: number }>;
  }>;
}

/**
 * Calls the page makes directly, outside the outbox, that still carry an Idempotency-Key (the API
 * client adds one to every POST): the contact form's participant check while the person types
 * (sagas/contact/contact-check.ts, a lookup that may simply fail). Their keys are not outbox entries.
 */
export const DIRECT_CALL_PATHS = ['/api/contacts/CheckResumingReturningUser'];

/** Compares the outbox (entries created since the baseline) with the server's records. */
export async function auditDelivery(
  server: TestServer,
  rows: OutboxRow[],
  baseline: Set<string>,
): Promise<DeliveryVerdict> {
  const committed = (await committedRows(server)).filter((row) => !baseline.has(row.key));
  const ids = new Set(rows.map((row) => row.id));
  const byKey = new Map(committed.map((row) => [row.key, row]));
  const outOfOrder: DeliveryVerdict['outOfOrder'] = [];
  for (const group of new Set(rows.map((row) => row.group))) {
    const commits = rows
      .filter((row) => row.group === group && byKey.has(row.id))
      .map((row) => ({
        callName: row.callName,
        createdAt: row.createdAt,
        committedAt: byKey.get(row.id)!.createdAt,
      }));
    // The server's clock has millisecond steps: two commits in one millisecond are a tie, not disorder.
    if (commits.some((commit, i) => i > 0 && commit.committedAt < commits[i - 1]!.committedAt))
      outOfOrder.push({ group, commits });
  }
  return {
    undelivered: unsettled(rows),
    missing: rows.filter((row) => !byKey.has(row.id)).map((row) => `${row.callName} ${row.id}`),
    strangers: committed.filter((row) => !ids.has(row.key) && !DIRECT_CALL_PATHS.includes(row.path)),
    outOfOrder,
  };
}

export const CLEAN_VERDICT: DeliveryVerdict = { undelivered: [], missing: [], strangers: [], outOfOrder: [] };

/**
 * The device's delivered outbox and the audit of the server's commits against it. A write queued
 * and delivered between reading the outbox and reading the server's keys (a visit record comes a
 * moment after its page) is read again, not called a stranger; a write that is really no write of
 * this device stays one after the wait, and the verdict shows it.
 */
export async function readSettledDelivery(
  page: Page,
  server: TestServer,
  baseline: Set<string>,
  timeoutMs = 15000,
): Promise<{ rows: OutboxRow[]; verdict: DeliveryVerdict }> {
  let rows: OutboxRow[] = [];
  let verdict: DeliveryVerdict | undefined;
  await waitUntil(
    async () => {
      rows = await waitForOutboxDelivered(page);
      verdict = await auditDelivery(server, rows, baseline);
      return verdict.strangers.length === 0;
    },
    timeoutMs,
    'the outbox holding every write the server committed',
  ).catch((error: unknown) => {
    // Still strangers after the wait: the verdict says which. Anything else is thrown as is.
    if (!verdict || !String(error).includes('Timed out')) throw error;
  });
  return { rows, verdict: verdict as DeliveryVerdict };
}
