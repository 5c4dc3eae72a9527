import type { ColumnType } from 'kysely';
import type { JsonColumn, Timestamp } from './content';
import type { CookieChoice } from '../../../shared/domain/cookie-consent';

/**
 * "Outcome update": every UpdatePatientOutcomeDetails received, kept as history (the enrolment itself is
 * updated in place).
 */
export interface OutcomeUpdatesTable {
  id: string;
  enrollment_id: string;
  potential_id: string | null;
  journey_step: string;
  journey_status: string;
  is_active_enrollment: number;
  patient_referral_status: string;
  deactivate_existing: boolean;
  /** How many older enrolments of the same visitor this update deactivated. */
  deactivated_count: number;
  created_at: Timestamp;
}

/** "UCPM job record": one job per (tenant, enrolment, dataOrigin), picked up by a later job runner. */
export interface UcpmJobRecordsTable {
  job_id: string;
  tenant_key: string;
  enrollment_id: string;
  guest_ref: string;
  potential_id: string | null;
  data_origin: string;
  study_name: string | null;
  /** The whole record as received (sponsor ids, integrationAttemptHistory, …). */
  payload: JsonColumn<unknown>;
  status: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Tracking events, stored only for visitors who opted in to non-essential cookies. */
export interface AnalyticsEventsTable {
  id: string;
  name: string;
  data: JsonColumn<Record<string, string | number | boolean | null>>;
  occurred_at: Timestamp;
  guest_ref: string | null;
  enrollment_id: string | null;
  path: string | null;
  device_id: string | null;
  received_at: Timestamp;
}

/** The visitor's latest cookie choices, per guest reference. */
export interface CookiePreferencesTable {
  guest_ref: string;
  domain: string;
  categories: JsonColumn<CookieChoice[]>;
  analytics_allowed: boolean;
  action: string;
  decided_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutcomeTables {
  outcome_updates: OutcomeUpdatesTable;
  ucpm_job_records: UcpmJobRecordsTable;
  analytics_events: AnalyticsEventsTable;
  cookie_preferences: CookiePreferencesTable;
}
