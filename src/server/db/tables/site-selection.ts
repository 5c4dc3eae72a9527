import type { ColumnType } from 'kysely';

type Timestamptz = ColumnType<Date, Date | string, Date | string>;
type JsonColumn<T> = ColumnType<T, string, string>;

/** AddUpdateSiteProtocolToDataExtension: the chosen site and protocol, latest per enrolment. */
export interface SiteSelectionDataExtensionsTable {
  tenant_key: string;
  enrollment_id: string;
  guest_ref: string;
  guest_type: string;
  site_code: string;
  protocol: string;
  referral_id: string;
  payload: JsonColumn<unknown>;
  created_at: Timestamptz;
  updated_at: Timestamptz;
}

/** UpdateZipcodeReferral: the latest zip referral per (potential id, enrolment). */
export interface SiteSelectionZipReferralsTable {
  potential_id: string;
  enrollment_id: string;
  guest_type: string;
  /** '' when the no-site-convenient flow re-runs it with an empty zip. */
  zip_code: string;
  patient_state: string | null;
  journey_step: string;
  patient_referral_status: string;
  patient_type: string;
  updated_at: Timestamptz;
}

/** UpdatePatientDetailsForNSC and UpdateSiteProtocolDetailsForNSC: "no site convenient". */
export interface SiteSelectionNotConvenientTable {
  tenant_key: string;
  enrollment_id: string;
  potential_id: string | null;
  guest_ref: string | null;
  patient_referral_status: string | null;
  site_codes: JsonColumn<string[]> | null;
  updated_at: Timestamptz;
}

/** UpdateHumanApiResponse: the latest health-data connection outcome per enrolment. */
export interface HealthDataResponsesTable {
  tenant_key: string;
  enrollment_id: string;
  potential_id: string | null;
  human_api_status: string;
  human_api_enabled: boolean;
  human_id: string | null;
  exception: string;
  base_url: string;
  record_last_modified_date: Timestamptz;
  updated_at: Timestamptz;
}

/** The local health-data sandbox's connect sessions (token stored as its SHA-256). */
export interface HealthDataSandboxSessionsTable {
  token_hash: string;
  enrollment_id: string;
  human_id: string;
  status: string;
  created_at: Timestamptz;
  connected_at: Timestamptz | null;
}

/** Life-link page tokens (the uToken of the life-link e-mail), stored as their SHA-256. */
export interface LifeLinkTokensTable {
  token_hash: string;
  /** The opaque id of the sandbox destination page. */
  session_id: string;
  tenant_key: string;
  enrollment_id: string;
  site_code: string;
  protocol: string;
  language: string;
  created_at: Timestamptz;
  /** After this the token opens nothing (LIFE_LINK_TOKEN_TTL_MS after created_at). */
  expires_at: Timestamptz;
}

export interface SiteSelectionTables {
  site_selection_data_extensions: SiteSelectionDataExtensionsTable;
  site_selection_zip_referrals: SiteSelectionZipReferralsTable;
  site_selection_not_convenient: SiteSelectionNotConvenientTable;
  health_data_responses: HealthDataResponsesTable;
  health_data_sandbox_sessions: HealthDataSandboxSessionsTable;
  life_link_tokens: LifeLinkTokensTable;
}
