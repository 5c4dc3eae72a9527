import type { ColumnType } from 'kysely';

/** Written as a Date or ISO string, read back as a Date (both drivers parse timestamptz). */
type Timestamptz = ColumnType<Date, Date | string, Date | string>;
type OptionalTimestamptz = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * One row per Idempotency-Key that produced a committed response: a replay with the same
 * fingerprint gets this response back instead of a second effect.
 */
export interface IdempotencyKeysTable {
  key: string;
  fingerprint: string;
  method: string;
  path: string;
  response_status: number;
  /** jsonb: always written as a JSON string (node-postgres would turn arrays into PG arrays). */
  response_body: ColumnType<unknown, string, string>;
  created_at: Timestamptz;
}

/**
 * "Participant record": one row per enrolment of a tenant. A record re-sent for the same (tenant_key,
 * enrollment_id) updates this row.
 */
export interface ParticipantsTable {
  potential_id: string;
  potential_participant_id: string;
  tenant_key: string;
  enrollment_id: string;
  journey_id: string;
  journey_status: string;
  ip_address: string | null;
  session_start_at: Timestamptz;
  session_end_at: OptionalTimestamptz;
  project_therapeutic_area: string | null;
  source: string;
  data_controller_org: string | null;
  call_center_number: string | null;
  created_at: Timestamptz;
  updated_at: Timestamptz;
}

export interface FoundationTables {
  idempotency_keys: IdempotencyKeysTable;
  participants: ParticipantsTable;
}
