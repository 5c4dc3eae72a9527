import { checkAnswer } from '../contracts/check-answer';
import type { CallContract } from '../contracts/define-call';
import { encryptJson, type EncryptedEnvelope } from '../crypto/encrypt-json';
import { backoffDelay } from './backoff';
import { classifyResult, errorOutcome, type Outcome, type SendResult } from './delivery-outcome';
import { isSettled, type OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox-store-contract';
import { countServerError, gaveUpError, isServerError } from './server-error-limit';

export const DAY_MS = 24 * 60 * 60_000;
export const DEFAULT_RETENTION = { deliveredMs: 7 * DAY_MS, failedMs: 7 * DAY_MS };

export interface DrainOptions {
  store: OutboxStore;
  /** Sends one entry; resolves with the HTTP answer, rejects when the network failed. */
  send: (entry: OutboxEntry) => Promise<SendResult>;
  /**
   * The contract an entry was queued with (entries keep only its name), to check the answer
   * against. Undefined for a name no contract has any more: the answer is then unusable.
   */
  contractOf: (callName: string) => CallContract | undefined | Promise<CallContract | undefined>;
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

/**
 * A 2xx means the server committed the write, so the entry is delivered whatever its body. Only
 * an answer that matches the contract is kept for the flow waiting on it; any other is dropped
 * and the entry says its answer is unusable, rather than sending the write again.
 */
function checkDelivered(result: SendResult, contract: CallContract | undefined): Outcome {
  const checked = contract && checkAnswer(contract, result);
  return checked?.ok
    ? { kind: 'delivered', body: checked.response }
    : { kind: 'delivered', body: undefined, unusable: true };
}

async function settle(entry: OutboxEntry, outcome: Outcome, options: DrainOptions): Promise<OutboxEntry> {
  const at = options.now();
  const attempts = entry.attempts + 1;
  if (outcome.kind === 'delivered') {
    const { payload: _dropped, lastError: _cleared, response: _old, answerUnusable: _stale, ...rest } = entry;
    const response = await sealResponse(outcome.body, options);
    // An answer that could not be sealed is lost like an unusable one: the flow must not wait for it.
    const unusable = outcome.unusable || (outcome.body !== undefined && !response);
    return {
      ...rest,
      state: 'delivered',
      attempts,
      deliveredAt: at,
      ...(response ? { response } : {}),
      ...(unusable ? { answerUnusable: true as const } : {}),
    };
  }
  if (outcome.kind === 'failed') {
    return { ...entry, state: 'failed', attempts, lastError: outcome.error, failedAt: at };
  }
  return retried(entry, outcome, at, attempts, options.jitter);
}

/** Back to 'saved' with a back-off, unless the server has failed it too often or too long. */
function retried(
  entry: OutboxEntry,
  outcome: Extract<Outcome, { kind: 'retry' }>,
  at: number,
  attempts: number,
  jitter: DrainOptions['jitter'],
): OutboxEntry {
  const { error } = outcome;
  let counted = entry;
  if (isServerError(error)) {
    const { giveUp, ...counts } = countServerError(entry, error.status ?? 500, at);
    if (giveUp) {
      return { ...entry, ...counts, state: 'failed', attempts, lastError: gaveUpError(error), failedAt: at };
    }
    counted = { ...entry, ...counts };
  }
  const wait = Math.max(backoffDelay(attempts, jitter), outcome.retryAfterMs ?? 0);
  return { ...counted, state: 'saved', attempts, lastError: error, nextAttemptAt: at + wait };
}

async function record(entry: OutboxEntry, options: DrainOptions): Promise<void> {
  await options.store.put(entry);
  options.onChange?.(entry);
}

/** One attempt; returns the settled entry and whether the network itself failed. */
async function attempt(entry: OutboxEntry, options: DrainOptions) {
  // Looked up before sending: a contract that cannot be loaded ends the drain with nothing sent.
  const contract = await options.contractOf(entry.callName);
  const sending: OutboxEntry = { ...entry, state: 'sending' };
  await record(sending, options);
  let outcome: Outcome;
  let networkFailed = false;
  try {
    const result = await options.send(sending);
    outcome = classifyResult(result);
    if (outcome.kind === 'delivered') outcome = checkDelivered(result, contract);
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
