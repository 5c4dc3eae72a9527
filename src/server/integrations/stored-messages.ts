import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MailboxMessage, MessageChannel, MessageLink } from '../../shared/contracts/mailbox';
import type { Database } from '../db/schema';

/** A message as the local adapters keep it instead of delivering it. */
export interface StoredMessageInput {
  channel: MessageChannel;
  category: 'transactional' | 'marketing';
  to: string;
  subject: string | null;
  body: string;
  html?: string;
  links: MessageLink[];
  headers: Record<string, string>;
}

/**
 * Stores one message and returns its id. With the queue's idempotency key as `id`, a second
 * attempt of the same message stores nothing more.
 */
export async function storeMessage(
  db: Kysely<Database>,
  message: StoredMessageInput,
  now: Date,
  id: string = randomUUID(),
): Promise<string> {
  await db
    .insertInto('outbound_messages')
    .values({
      id,
      channel: message.channel,
      category: message.category,
      to: message.to,
      subject: message.subject,
      body: message.body,
      html: message.html ?? null,
      links: JSON.stringify(message.links),
      headers: JSON.stringify(message.headers),
      created_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return id;
}

function isoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The newest stored messages first (insertion order breaks ties within a millisecond). */
export async function listStoredMessages(db: Kysely<Database>, limit: number): Promise<MailboxMessage[]> {
  const rows = await db
    .selectFrom('outbound_messages')
    .select(['id', 'channel', 'to', 'subject', 'body', 'links', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.body,
    links: row.links,
    createdAt: isoTimestamp(row.created_at),
  }));
}
