import type { ColumnType } from 'kysely';
import type { JsonColumn, Timestamp } from './content';

/**
 * "Prescreener record": one row per screener response of a tenant. Created by Prescreener/Add at the first
 * answer, completed by Prescreener/Update.
 */
export interface PrescreenersTable {
  prescreener_id: string;
  tenant_key: string;
  enrollment_id: string;
  screener_response_id: string;
  screener_id: string;
  screener_type: string;
  screener_status: 'qualified' | 'disqualified' | null;
  screener_completed: ColumnType<boolean, boolean | undefined, boolean>;
  potential_id: string | null;
  potential_participant_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The spec's screener output keys, kept whole (jsonb) with the fields the journey queries. */
export interface PrescreenerOutputsTable {
  prescreener_id: string;
  screener_status: 'qualified' | 'disqualified';
  qualified_protocols: JsonColumn<string[]>;
  last_question: string;
  output: JsonColumn<unknown>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** AddPrescreenerToDataExtension: the customer-data copy of a screener result, per guest. */
export interface PrescreenerDataExtensionsTable {
  guest_ref: string;
  screener_response_id: string;
  guest_type: 'visitor' | 'customer';
  participant_type: string;
  journey_step: string;
  journey_status: string;
  screener_id: string;
  screener_status: 'qualified' | 'disqualified';
  screener_completed: boolean;
  zip_code: string | null;
  payload: JsonColumn<unknown>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PrescreenerTables {
  prescreeners: PrescreenersTable;
  prescreener_outputs: PrescreenerOutputsTable;
  prescreener_data_extensions: PrescreenerDataExtensionsTable;
}
