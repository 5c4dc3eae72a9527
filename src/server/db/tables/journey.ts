import type { ColumnType } from 'kysely';

/** Written as a Date or ISO string, read back as a Date (both drivers parse timestamptz). */
type Timestamptz = ColumnType<Date, Date | string, Date | string>;
type JsonColumn<T> = ColumnType<T, string, string>;

/**
 * One journey of a guest in a tenant, keyed like the participant record: (tenant_key, enrollment_id). Created
 * by the first journey call that names it, or adopted from the participants row that Participant/Add wrote.
 */
export interface JourneyEnrollmentsTable {
  tenant_key: string;
  enrollment_id: string;
  guest_ref: string | null;
  potential_id: string | null;
  study_key: string | null;
  journey_type: string | null;
  journey_status: string;
  journey_step: string | null;
  /** 0 or 1, as the spec sends it; 0 until an outcome marks the enrolment active. */
  is_active_enrollment: ColumnType<number, number | undefined, number>;
  /** visitor, or customer once completed. */
  guest_type: ColumnType<string, string | undefined, string>;
  participant_type: string | null;
  language: string | null;
  browser_id: string | null;
  created_at: Timestamptz;
  updated_at: Timestamptz;
}

/** Every change of an enrolment's status (or active flag): appended, never updated. */
export interface JourneyStatusHistoryTable {
  id: string;
  /** Identity column: the append order (bigint; drivers may read it as a string). */
  seq: ColumnType<string | number, never, never>;
  tenant_key: string;
  enrollment_id: string;
  /** null for the first row of an enrolment. */
  previous_status: string | null;
  journey_status: string;
  journey_step: string | null;
  is_active_enrollment: number;
  /** The call (contract name) that caused it, e.g. 'Participant/UpdateParticipantStatus'. */
  cause: string;
  changed_at: Timestamptz;
}

/** Every AddGlobalSettingsToDataExtension post, as received. */
export interface JourneyGlobalSettingsTable {
  id: string;
  guest_ref: string;
  guest_type: string;
  tenant_key: string;
  enrollment_id: string | null;
  potential_id: string | null;
  payload: JsonColumn<unknown>;
  received_at: Timestamptz;
}

/** "Query-param record": the latest value of each key per enrolment. */
export interface JourneyQueryParamsTable {
  tenant_key: string;
  enrollment_id: string;
  param_key: string;
  param_value: string;
  updated_at: Timestamptz;
}

/**
 * Resume links. Only the SHA-256 of the token is stored: the database alone cannot produce a
 * working link. No email address is kept here.
 */
export interface JourneyResumeTokensTable {
  token_hash: string;
  tenant_key: string;
  enrollment_id: string;
  study_key: string;
  language: string;
  created_at: Timestamptz;
  expires_at: Timestamptz;
}

export interface JourneyTables {
  journey_enrollments: JourneyEnrollmentsTable;
  journey_status_history: JourneyStatusHistoryTable;
  journey_global_settings: JourneyGlobalSettingsTable;
  journey_query_params: JourneyQueryParamsTable;
  journey_resume_tokens: JourneyResumeTokensTable;
}
