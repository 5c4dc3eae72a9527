import { encryptJson, type EncryptedEnvelope } from '../crypto/encrypt-json';
import { backoffDelay } from './backoff';
import { classifyResult, errorOutcome, type Outcome, type SendResult } from './delivery-outcome';
import { isSettled, type OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox-store-contract';

export const DAY_MS = 24 * 60 * 60_000;
export const DEFAULT_RETENTION = { deliveredMs: 7 * DAY_MS, failedMs: 7 * DAY_MS };

export interface DrainOptions {
  store: OutboxStore;
  /** Sends one entry; resolves with the HTTP answer, rejects when the network failed. */
  send: (entry: OutboxEntry) => Promise<SendResult>;
  now: () => number;
  /** Called after every state change, e.g. to mirror it in the UI. */
  onChange?: (entry: OutboxEntry) => void;
  /** Encrypts the server's answer before it is stored; encryptJson by default. */
  seal?: (value: unknown) => Promise<EncryptedEnvelope>;
  jitter?: () => number;
  retention?: { deliveredMs: number; failedMs: number };
}

export interface DrainReport {
  delivered: Array<{ entry: OutboxEntry; body: unknown }>;
  failed: OutboxEntry[];
  retried: OutboxEntry[];
  /** Entries still waiting (saved or sending) after this drain. */
  waiting: number;
  /** When the earliest waiting group head becomes due; null when nothing waits. */
  nextAttemptAt: number | null;
}

function isDue(entry: OutboxEntry, at: number): boolean {
  // An entry left in 'sending' means a context died mid-send: resend it with the same key now.
  return entry.state === 'sending' || entry.nextAttemptAt <= at;
}

async function sealResponse(body: unknown, options: DrainOptions): Promise<EncryptedEnvelope | undefined> {
  if (body === undefined) return undefined;
  try {
    return await (options.seal ?? encryptJson)(body);
  } catch {
    // The write DID happen; failing here would resend it forever. Keep the delivery, lose the answer.
    return undefined;
  }
}

async function settle(entry: OutboxEntry, outcome: Outcome, options: DrainOptions): Promise<OutboxEntry> {
  const at = options.now();
  const attempts = entry.attempts + 1;
  if (outcome.kind === 'delivered') {
    const { payload: _dropped, lastError: _cleared, ...rest } = entry;
    const response = await sealResponse(outcome.body, options);
    return { ...rest, state: 'delivered', attempts, deliveredAt: at, ...(response ? { response } : {}) };
  }
  if (outcome.kind === 'failed') return { ...entry, state: 'failed', attempts, lastError: outcome.error };
  const wait = Math.max(backoffDelay(attempts, options.jitter), outcome.retryAfterMs ?? 0);
  return { ...entry, state: 'saved', attempts, lastError: outcome.error, nextAttemptAt: at + wait };
}

async function record(entry: OutboxEntry, options: DrainOptions): Promise<void> {
  await options.store.put(entry);
  options.onChange?.(entry);
}

/** One attempt; returns the settled entry and whether the network itself failed. */
async function attempt(entry: OutboxEntry, options: DrainOptions) {
  const sending: OutboxEntry = { ...entry, state: 'sending' };
  await record(sending, options);
  let outcome: Outcome;
  let networkFailed = false;
  try {
    outcome = classifyResult(await options.send(sending));
  } catch (error) {
    outcome = errorOutcome(error);
    networkFailed = outcome.kind === 'retry';
  }
  const settled = await settle(sending, outcome, options);
  await record(settled, options);
  return { settled, networkFailed, body: outcome.kind === 'delivered' ? outcome.body : undefined };
}

/** The earliest due time among the first unsettled entry of each group. */
function nextDue(entries: Iterable<OutboxEntry>): { waiting: number; nextAttemptAt: number | null } {
  const heads = new Map<string, OutboxEntry>();
  let waiting = 0;
  for (const entry of entries) {
    if (isSettled(entry)) continue;
    waiting += 1;
    if (!heads.has(entry.group)) heads.set(entry.group, entry);
  }
  const times = [...heads.values()].map((e) => (e.state === 'sending' ? 0 : e.nextAttemptAt));
  return { waiting, nextAttemptAt: times.length ? Math.min(...times) : null };
}

/**
 * Delivers due entries oldest first. THE one replay implementation: the outbox saga and the
 * service worker's background sync both call it, never at the same time (see withDeliveryLock).
 * Within a group an entry waits until every earlier one is delivered or failed; a retry blocks
 * its group for the rest of the drain; a network failure ends the drain (the others would fail too).
 */
export async function drainOutbox(options: DrainOptions): Promise<DrainReport> {
  const report: DrainReport = { delivered: [], failed: [], retried: [], waiting: 0, nextAttemptAt: null };
  const latest = new Map((await options.store.list()).map((e) => [e.id, e] as const));
  const blocked = new Set<string>();
  let stopAt: number | null = null;
  for (const entry of [...latest.values()]) {
    if (stopAt !== null || isSettled(entry) || blocked.has(entry.group)) continue;
    if (!isDue(entry, options.now())) {
      blocked.add(entry.group);
      continue;
    }
    const { settled, networkFailed, body } = await attempt(entry, options);
    latest.set(settled.id, settled);
    if (settled.state === 'delivered') report.delivered.push({ entry: settled, body });
    else if (settled.state === 'failed') report.failed.push(settled);
    else {
      report.retried.push(settled);
      blocked.add(settled.group);
      if (networkFailed) stopAt = settled.nextAttemptAt;
    }
  }
  await prune(options);
  const due = nextDue(latest.values());
  report.waiting = due.waiting;
  report.nextAttemptAt = due.nextAttemptAt === null ? null : Math.max(due.nextAttemptAt, stopAt ?? 0);
  return report;
}

async function prune(options: DrainOptions): Promise<void> {
  const retention = options.retention ?? DEFAULT_RETENTION;
  const at = options.now();
  await options.store.prune({
    deliveredBefore: at - retention.deliveredMs,
    failedBefore: at - retention.failedMs,
  });
}
