import type { ColumnType } from 'kysely';

type Timestamptz = ColumnType<Date, Date | string, Date | string>;

/** AddOrUpdateIntegrationAttemptHistory: one row per enrolment, counting its attempts. */
export interface IntegrationAttemptHistoryTable {
  tenant_key: string;
  enrollment_id: string;
  potential_id: string | null;
  patient_id: string | null;
  base_url: string;
  is_virtual: boolean;
  attempt_count: number;
  first_attempt_at: Timestamptz;
  last_attempt_at: Timestamptz;
}

export interface IntegrationAttemptTables {
  integration_attempt_history: IntegrationAttemptHistoryTable;
}
