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

export interface ReferralTables {
  referral_notifications: ReferralNotificationsTable;
  referral_messages: ReferralMessagesTable;
}
