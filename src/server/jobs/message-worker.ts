import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailAdapter, OutboundMail } from '../integrations/mail';
import type { OutboundSms, SmsAdapter } from '../integrations/sms';
import { InvalidMessageError } from '../integrations/outbound-message';
import {
  claimDueMessages,
  markDead,
  markRetry,
  markSent,
  markSuppressed,
  messagesRecordedSoFar,
  type QueuedMessage,
} from './message-queue';
import { DEFAULT_RETRY_POLICY, describeFailure, retryDelayMs, type RetryPolicy } from './retry-policy';

/*
 * Delivers the queue: claims due messages, sends each through its adapter with no transaction
 * open (PGlite has one connection, and a slow provider must not hold a pool connection or a
 * lock), then records the result. The same idempotency key goes with every attempt.
 */

export interface MessageWorkerDeps {
  db: Kysely<Database>;
  mail: MailAdapter;
  sms: SmsAdapter;
  now: () => Date;
  policy?: Partial<RetryPolicy>;
  /** Where the worker reports; message ids, kinds and counts only, never a recipient. */
  log?: MessageLog;
}

export interface MessageLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeliveryRound {
  sent: number;
  retried: number;
  dead: number;
  suppressed: number;
}

export interface MessageWorker {
  /** One claim-and-send round; what it did. */
  runOnce(): Promise<DeliveryRound>;
  /** Rounds until nothing is due now; waits for a round already running first. */
  drain(): Promise<DeliveryRound>;
  /**
   * Asks for a drain soon (after a write committed) when this process has recorded a message
   * since the worker last claimed; never throws.
   */
  kick(): void;
  /** Drains now and then every intervalMs; the timer never keeps the process alive. */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

const BATCH_SIZE = 20;
export const DELIVERY_INTERVAL_MS = 5_000;

const silentLog: MessageLog = { info: () => {}, warn: () => {}, error: () => {} };

async function deliver(deps: MessageWorkerDeps, row: QueuedMessage) {
  const options = { idempotencyKey: row.idempotency_key };
  if (row.channel === 'email') return deps.mail.send(row.message as OutboundMail, options);
  return deps.sms.send(row.message as OutboundSms, options);
}

export function createMessageWorker(deps: MessageWorkerDeps): MessageWorker {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...deps.policy };
  const log = deps.log ?? silentLog;
  let running: Promise<DeliveryRound> | null = null;
  let again = false;
  /** messagesRecordedSoFar() when the latest round began to claim; null before the first round. */
  let recordedAtLastClaim: number | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function handle(row: QueuedMessage, round: DeliveryRound): Promise<void> {
    const about = { messageId: row.id, channel: row.channel, kind: row.kind, attempt: row.attempts };
    try {
      const result = await deliver(deps, row);
      if (result.id === null) {
        await markSuppressed(deps.db, row, deps.now());
        round.suppressed += 1;
        return;
      }
      await markSent(deps.db, row, result.id, deps.now());
      round.sent += 1;
    } catch (error) {
      const failure = describeFailure(error);
      const now = deps.now();
      if (error instanceof InvalidMessageError || row.attempts >= policy.maxAttempts) {
        await markDead(deps.db, row, failure, now);
        round.dead += 1;
        log.error({ ...about, error: failure }, 'outgoing message dead-lettered');
        return;
      }
      const at = new Date(now.getTime() + retryDelayMs(policy, row.attempts));
      await markRetry(deps.db, row, failure, at, now);
      round.retried += 1;
      log.warn({ ...about, error: failure, retryAt: at.toISOString() }, 'outgoing message failed; retrying');
    }
  }

  async function runOnce(): Promise<DeliveryRound> {
    const round: DeliveryRound = { sent: 0, retried: 0, dead: 0, suppressed: 0 };
    // Read before claiming: a message recorded from here on moves the count past it.
    recordedAtLastClaim = messagesRecordedSoFar();
    const claimed = await claimDueMessages(deps.db, deps.now(), policy, BATCH_SIZE);
    // One at a time: the order of one person's messages is kept, and the provider is not flooded.
    for (const row of claimed) await handle(row, round);
    if (round.sent + round.suppressed > 0) log.info({ ...round }, 'outgoing messages delivered');
    return round;
  }

  async function drainLoop(): Promise<DeliveryRound> {
    const total: DeliveryRound = { sent: 0, retried: 0, dead: 0, suppressed: 0 };
    for (;;) {
      again = false;
      const round = await runOnce();
      for (const key of Object.keys(total) as Array<keyof DeliveryRound>) total[key] += round[key];
      const handled = round.sent + round.retried + round.dead + round.suppressed;
      if (handled < BATCH_SIZE && !again) return total;
    }
  }

  function drain(): Promise<DeliveryRound> {
    if (running) {
      again = true;
      return running;
    }
    running = drainLoop().finally(() => {
      running = null;
    });
    return running;
  }

  function safeDrain(): void {
    drain().catch((error: unknown) => log.warn({ error: describeFailure(error) }, 'message delivery failed'));
  }

  return {
    runOnce,
    drain,
    // After a write: a claim only when this process recorded a message since the last one (most
    // writes queue nothing, and on PGlite a needless claim waits in line with the next request).
    kick() {
      if (recordedAtLastClaim !== null && messagesRecordedSoFar() === recordedAtLastClaim) return;
      safeDrain();
    },
    start(intervalMs = DELIVERY_INTERVAL_MS) {
      if (timer) return;
      safeDrain();
      timer = setInterval(safeDrain, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
