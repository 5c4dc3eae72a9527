import type { ColumnType, Generated } from 'kysely';

/** Written as a Date or ISO string, read back as a Date (both drivers parse timestamptz). */
type Timestamptz = ColumnType<Date, Date | string, Date | string>;

/*
 * Unsubscribe and resubscribe. Tokens are kept only as SHA-256 hashes; the email (trimmed, lower-cased) is
 * the one value stored in clear, because suppression has to match it.
 */

/**
 * One per mail sent: the link's uToken proves the holder received mail at `email`, and lets them
 * unsubscribe and resubscribe that address until expires_at; nothing else.
 */
export interface SubscriptionUnsubscribeTokensTable {
  token_hash: string;
  email: string;
  tenant_key: string | null;
  /** The site whose mail carried the token; null for mail of the whole site (common pages). */
  site_settings_id: string | null;
  guest_ref: string | null;
  created_at: Timestamptz;
  expires_at: Timestamptz;
}

/**
 * Who asked for no marketing mail: scope 'all' (common unsubscribe) or a siteSettingsId. The
 * row stays after a resubscribe (resubscribed_at set) as the record of both decisions.
 */
export interface SubscriptionSuppressionsTable {
  email: string;
  scope: string;
  unsubscribed_at: Timestamptz;
  resubscribed_at: Timestamptz | null;
}

/** Marketing mail that was not sent because its address is suppressed. */
export interface SubscriptionSuppressedMailTable {
  id: Generated<number>;
  email: string;
  site_settings_id: string | null;
  subject: string;
  created_at: Timestamptz;
}

export interface SubscriptionTables {
  subscription_unsubscribe_tokens: SubscriptionUnsubscribeTokensTable;
  subscription_suppressions: SubscriptionSuppressionsTable;
  subscription_suppressed_mail: SubscriptionSuppressedMailTable;
}
