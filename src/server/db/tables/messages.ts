import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from './content';

/** Every email and SMS the local adapters keep instead of sending (the demo mailbox). */
export interface OutboundMessagesTable {
  id: string;
  /** Insertion order, to list messages created within the same millisecond newest first. */
  seq: Generated<number>;
  channel: 'email' | 'sms';
  category: 'transactional' | 'marketing';
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  links: JsonColumn<Array<{ label: string; url: string }>>;
  headers: JsonColumn<Record<string, string>>;
  created_at: ColumnType<Date | string, Date | string, never>;
}

export interface MessageTables {
  outbound_messages: OutboundMessagesTable;
}
