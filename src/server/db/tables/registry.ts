import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from './content';

/** Written as a Date or ISO string, read back as a Date (both drivers parse timestamptz). */
type Timestamptz = ColumnType<Date, Date | string, Date | string>;

/*
 * The volunteer registry: one profile per address, its conditions, communities and saved trials, the tokens
 * that sign a member in (kept only as SHA-256 hashes) and the log behind the per-address mail limit.
 */

export type ProfileTokenPurpose = 'session' | 'myProfile' | 'community';

export interface ProfilesTable {
  id: string;
  guest_ref: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  first_name: string;
  last_name: string;
  /** A date column: written 'YYYY-MM-DD'; read it back with to_char (drivers differ on dates). */
  dob: ColumnType<unknown, string, string>;
  gender: string;
  phone: string | null;
  is_mobile: boolean;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string;
  /** From the server's zip table; null when the zip is not known. */
  latitude: number | null;
  longitude: number | null;
  travel_distance: string | null;
  home_trials: string | null;
  patient_enquiries: JsonColumn<string[]>;
  /** Consent medium key (Email, SMS, …) → ticked. */
  consents: JsonColumn<Record<string, boolean>>;
  patient_type: ColumnType<'adult' | 'minor' | 'caregiver', string | undefined, string>;
  delegate_email: string | null;
  is_verified_email: ColumnType<boolean, boolean | undefined, boolean>;
  is_welcome_sms_sent: ColumnType<boolean, boolean | undefined, boolean>;
  migrated: ColumnType<boolean, boolean | undefined, boolean>;
  site_settings_id: string;
  language: string;
  /** Where the registration came from: source, UTM and click ids, browser id. */
  tracking: JsonColumn<Record<string, string | null>>;
  created_at: Timestamptz;
  updated_at: Timestamptz;
}

/** profile_conditions / profile_communities: one key per row, `seq` keeps the chosen order. */
export interface ProfileKeyedChoiceTable {
  profile_id: string;
  key: string;
  seq: Generated<number>;
}

export interface SavedTrialsTable {
  profile_id: string;
  trial_id: string;
  saved_at: Timestamptz;
}

/** AddContactsToCRMailingListWithAllDetail: the registered member on the mailing list. */
export interface ProfileMailingListTable {
  profile_id: string;
  mailing_list_id: string | null;
  source: string;
  subscriber: JsonColumn<Record<string, unknown>>;
  created_at: Timestamptz;
  updated_at: Timestamptz;
}

/**
 * A session (idle expiry in expires_at, sliding up to absolute_expires_at) or a mailed link
 * token (single use: used_at). Revoked by sign-out or, for unused links, an address change.
 */
export interface ProfileTokensTable {
  token_hash: string;
  profile_id: string;
  purpose: ProfileTokenPurpose;
  created_at: Timestamptz;
  expires_at: Timestamptz;
  absolute_expires_at: Timestamptz | null;
  used_at: Timestamptz | null;
  revoked_at: Timestamptz | null;
}

/** One row per profile mail asked for, by the SHA-256 of the address (the per-hour limit). */
export interface ProfileMailLogTable {
  id: Generated<number>;
  email_hash: string;
  sent_at: Timestamptz;
}

export interface RegistryTables {
  profiles: ProfilesTable;
  profile_conditions: ProfileKeyedChoiceTable;
  profile_communities: ProfileKeyedChoiceTable;
  saved_trials: SavedTrialsTable;
  profile_mailing_list: ProfileMailingListTable;
  profile_tokens: ProfileTokensTable;
  profile_mail_log: ProfileMailLogTable;
}
