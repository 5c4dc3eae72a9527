import type { ColumnType, Generated } from 'kysely';

type Timestamptz = ColumnType<Date, Date | string, Date | string>;
/** jsonb: always written as a JSON string (node-postgres would turn arrays into PG arrays). */
type JsonColumn<T> = ColumnType<T, string, string>;

/**
 * queued: waiting for its next attempt; sending: claimed by a worker until next_attempt_at (a
 * lease: a worker that died mid-send leaves it to be claimed again); sent: the adapter took it;
 * suppressed: a marketing mail held back because the address unsubscribed; dead: given up.
 */
export type MessageStatus = 'queued' | 'sending' | 'sent' | 'suppressed' | 'dead';

/** Every outgoing mail and SMS, recorded in the transaction of the write that caused it. */
export interface MessageQueueTable {
  id: string;
  seq: Generated<number>;
  channel: 'email' | 'sms';
  /** What the message is (resume-link, support, …): for logs and the health figures, never personal. */
  kind: string;
  /** The message as the adapter takes it (recipient, text, links, headers or SMS payload). */
  message: JsonColumn<unknown>;
  /** Passed to the provider on every attempt, so that a retried message is delivered once. */
  idempotency_key: string;
  status: ColumnType<MessageStatus, MessageStatus | undefined, MessageStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamptz;
  /** The last failure's kind and status, with addresses and numbers blanked out. */
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The id the adapter answered with. */
  provider_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamptz;
  updated_at: Timestamptz;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A fixed-window counter of a rate limit shared by every server process. */
export interface RateLimitCountersTable {
  bucket: string;
  window_start: Timestamptz;
  hits: number;
}

export interface MessageQueueTables {
  message_queue: MessageQueueTable;
  rate_limit_counters: RateLimitCountersTable;
}
