import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from './content';

type Timestamptz = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamptz = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type StaffRole = 'admin' | 'study_manager' | 'site_staff';
export type StaffAccountStatus = 'invited' | 'active' | 'disabled';
export type StaffTokenPurpose = 'invitation' | 'sign-in-link' | 'session';

/** A member of a study team or an administrator of the workspace. */
export interface StaffAccountsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  display_name: string;
  role: StaffRole;
  /** Whether a study manager may see participants' names and contact details (site staff always may). */
  personal_data_access: ColumnType<boolean, boolean | undefined, boolean>;
  status: StaffAccountStatus;
  language: ColumnType<string, string | undefined, string>;
  created_at: Timestamptz;
  created_by: string | null;
}

/** What an account may see: a study (its protocol) or one site (its site code). */
export interface StaffGrantsTable {
  account_id: string;
  kind: 'study' | 'site';
  key: string;
}

/** A passkey: the WebAuthn credential's id and public key (base64url). */
export interface StaffCredentialsTable {
  credential_id: string;
  account_id: string;
  public_key: string;
  counter: ColumnType<string | number, number | undefined, number>;
  transports: JsonColumn<string[]>;
  created_at: Timestamptz;
  last_used_at: NullableTimestamptz;
}

/** Invitations, mailed sign-in links and sessions: random tokens kept only as SHA-256 hashes. */
export interface StaffTokensTable {
  token_hash: string;
  account_id: string;
  purpose: StaffTokenPurpose;
  created_at: Timestamptz;
  expires_at: Timestamptz;
  absolute_expires_at: NullableTimestamptz;
  used_at: NullableTimestamptz;
  revoked_at: NullableTimestamptz;
}

/** A WebAuthn challenge the server issued, good once and briefly. */
export interface StaffChallengesTable {
  id: string;
  challenge: string;
  purpose: 'registration' | 'authentication';
  account_id: string | null;
  expires_at: Timestamptz;
  used_at: NullableTimestamptz;
}

/** One change of a referral's status: who (null: the participant) and when. The latest is current. */
export interface ReferralStatusEventsTable {
  id: string;
  referral_id: string;
  status: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  actor_account_id: string | null;
  occurred_at: Timestamptz;
  /** Insertion order (migration 0019): the latest event is the one with the highest seq. */
  seq: Generated<string>;
}

/** Append-only (a trigger refuses UPDATE and DELETE). */
export interface StaffAuditLogTable {
  id: Generated<string>;
  occurred_at: Timestamptz;
  actor_account_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  ip: string | null;
  user_agent: string | null;
}

export interface StaffTables {
  staff_accounts: StaffAccountsTable;
  staff_grants: StaffGrantsTable;
  staff_credentials: StaffCredentialsTable;
  staff_tokens: StaffTokensTable;
  staff_challenges: StaffChallengesTable;
  referral_status_events: ReferralStatusEventsTable;
  staff_audit_log: StaffAuditLogTable;
}
