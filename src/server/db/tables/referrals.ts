import type { ColumnType } from 'kysely';

type Timestamptz = ColumnType<Date, Date | string | undefined, Date | string>;

/** A referral whose notifications were queued: at most one per enrolment. */
export interface ReferralNotificationsTable {
  tenant_key: string;
  enrollment_id: string;
  referral_id: string;
  site_code: string;
  created_at: Timestamptz;
}

/** A queued message a referral caused, and who it was for. */
export interface ReferralMessagesTable {
  message_id: string;
  tenant_key: string;
  enrollment_id: string;
  site_code: string;
  audience: 'staff' | 'participant';
}

/** A participant's withdrawal link (migration 0019): only the token's SHA-256 is kept. */
export interface ReferralWithdrawalTokensTable {
  token_hash: string;
  referral_id: string;
  created_at: Timestamptz;
  expires_at: Timestamptz;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ReferralTables {
  referral_notifications: ReferralNotificationsTable;
  referral_messages: ReferralMessagesTable;
  referral_withdrawal_tokens: ReferralWithdrawalTokensTable;
}
