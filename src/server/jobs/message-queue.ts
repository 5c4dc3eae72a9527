import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { MessageQueueTable } from '../db/tables/message-queue';
import { validMail, type OutboundMail } from '../integrations/mail';
import { validSms, type OutboundSms } from '../integrations/sms';
import type { RetryPolicy } from './retry-policy';

/*
 * The durable queue of outgoing mail and SMS. A message is recorded by the write that causes it,
 * in that write's transaction: it exists exactly when the write committed. The worker
 * (message-worker.ts) delivers it afterwards, outside any transaction.
 */

export type QueuedMessage = Selectable<MessageQueueTable>;

export type OutgoingMessage = (
  | { channel: 'email'; kind: string; message: OutboundMail }
  | { channel: 'sms'; kind: string; message: OutboundSms }
) & {
  /** A key the sender derives from what the message is about: a second message with it is not recorded. */
  idempotencyKey?: string;
};

/** How many messages this process has recorded (committed or not): the workers' sign of new work. */
let messagesRecorded = 0;

/**
 * A count that moves whenever this process records a message: a worker that has claimed since
 * the count last moved has nothing of this process's to deliver (messages queued by other
 * servers and retries come due on its timer).
 */
export function messagesRecordedSoFar(): number {
  return messagesRecorded;
}

/**
 * Records one message; pass the request's transaction (ctx.db). The message is validated here, so
 * a malformed one fails the request that built it instead of the worker later.
 */
export async function enqueueMessage(
  db: Kysely<Database>,
  outgoing: Omit<OutgoingMessage, 'idempotencyKey'>,
  now: Date,
): Promise<string> {
  const id = await enqueueMessageOnce(db, outgoing as OutgoingMessage, now);
  if (id === null) throw new Error('A message without a sender key cannot collide');
  return id;
}

/**
 * enqueueMessage, with the sender's idempotencyKey: null (and nothing recorded) when a message
 * with that key is already in the queue.
 */
export async function enqueueMessageOnce(
  db: Kysely<Database>,
  outgoing: OutgoingMessage,
  now: Date,
): Promise<string | null> {
  const message = outgoing.channel === 'email' ? validMail(outgoing.message) : validSms(outgoing.message);
  const id = randomUUID();
  const row = await db
    .insertInto('message_queue')
    .values({
      id,
      channel: outgoing.channel,
      kind: outgoing.kind,
      message: JSON.stringify(message),
      idempotency_key: outgoing.idempotencyKey ?? id,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) messagesRecorded += 1;
  return row?.id ?? null;
}

/**
 * Takes up to `limit` due messages for this worker: queued ones whose time has come and sending
 * ones whose worker's lease ran out. SKIP LOCKED lets several servers claim side by side without
 * waiting for or taking each other's rows; one statement, so no transaction stays open.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  now: Date,
  policy: Pick<RetryPolicy, 'leaseMs'>,
  limit: number,
): Promise<QueuedMessage[]> {
  const leaseEnds = new Date(now.getTime() + policy.leaseMs);
  const { rows } = await sql<QueuedMessage>`
    update message_queue
       set status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseEnds}, updated_at = ${now}
     where id in (
       select id from message_queue
        where status in ('queued', 'sending') and next_attempt_at <= ${now}
        order by next_attempt_at, seq
        limit ${limit}
        for update skip locked)
    returning *`.execute(db);
  return [...rows].sort((a, b) => a.seq - b.seq);
}

type Settled = Partial<
  Pick<QueuedMessage, 'status' | 'next_attempt_at' | 'last_error' | 'provider_id' | 'sent_at'>
>;

/**
 * Settles a claimed message, unless another worker took it over after its lease ran out. A
 * finished message (sent, suppressed or dead) keeps no content: its recipient, its text and the
 * link tokens in it have no business at rest once nothing will send them again.
 */
async function settle(db: Kysely<Database>, claimed: QueuedMessage, values: Settled, now: Date) {
  const finished = values.status !== 'queued';
  await db
    .updateTable('message_queue')
    .set({ ...values, ...(finished ? { message: '{}' } : {}), updated_at: now })
    .where('id', '=', claimed.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', claimed.attempts)
    .execute();
}

export function markSent(db: Kysely<Database>, claimed: QueuedMessage, providerId: string, now: Date) {
  return settle(
    db,
    claimed,
    { status: 'sent', provider_id: providerId, sent_at: now, last_error: null },
    now,
  );
}

export function markSuppressed(db: Kysely<Database>, claimed: QueuedMessage, now: Date) {
  return settle(db, claimed, { status: 'suppressed', sent_at: now }, now);
}

export function markRetry(db: Kysely<Database>, claimed: QueuedMessage, error: string, at: Date, now: Date) {
  return settle(db, claimed, { status: 'queued', next_attempt_at: at, last_error: error }, now);
}

export function markDead(db: Kysely<Database>, claimed: QueuedMessage, error: string, now: Date) {
  return settle(db, claimed, { status: 'dead', last_error: error }, now);
}
