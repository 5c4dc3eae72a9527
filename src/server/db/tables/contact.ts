import type { ColumnType } from 'kysely';

/** Written as a Date or ISO string, read back as a Date (both drivers parse timestamptz). */
type Timestamptz = ColumnType<Date, Date | string, Date | string>;
/** jsonb: always written as a JSON string (node-postgres would turn arrays into PG arrays). */
type JsonColumn<T> = ColumnType<T, string, string>;

/**
 * The contact-form submission of an enrolment (Patient/Add, Delegate/Add): one row per
 * (tenant_key, enrollment_id). The identity columns (email, participant names, birth date)
 * are what CheckResumingReturningUser matches on.
 */
export interface ContactPatientsTable {
  patient_id: string;
  tenant_key: string;
  enrollment_id: string;
  guest_ref: string;
  potential_id: string | null;
  potential_participant_id: string | null;
  form_type: string;
  form_key: string;
  study_key: string;
  language: string;
  /** Trimmed and lower-cased. */
  email: string;
  participant_first_name: string | null;
  participant_last_name: string | null;
  birth_day: number | null;
  birth_month: number | null;
  birth_year: number | null;
  primary_consent: boolean | null;
  secondary_consent: boolean | null;
  secondary_consent_medium: string | null;
  client_ip: string | null;
  form_values: JsonColumn<unknown>;
  /** The rest of the spec's submit payload (communities, conditions, urlParams, referral status…). */
  submission: JsonColumn<unknown>;
  created_at: Timestamptz;
  updated_at: Timestamptz;
}

/** AddUpdatePatientDetails: the customer-data-platform copy of the form, latest per (guest, enrolment). */
export interface ContactPatientDetailsTable {
  guest_ref: string;
  enrollment_id: string;
  guest_type: string;
  tenant_key: string;
  form_key: string;
  form_type: string;
  form_values: JsonColumn<unknown>;
  url_params: JsonColumn<unknown>;
  created_at: Timestamptz;
  updated_at: Timestamptz;
}

/** AddContactsToCRMailingList: one entry per (tenant, email). */
export interface ContactMailingListTable {
  tenant_key: string;
  email: string;
  enrollment_id: string;
  first_name: string | null;
  last_name: string | null;
  language: string;
  patient_type: string;
  study_name: string | null;
  created_at: Timestamptz;
  updated_at: Timestamptz;
}

/** SendSMS: at most one message per (tenant, enrolment, smsType). */
export interface ContactSmsSentTable {
  tenant_key: string;
  enrollment_id: string;
  sms_type: string;
  mobile_number: string;
  message_id: string | null;
  sent_at: Timestamptz;
}

/** AddOrUpdatePatientSiteDetails: the site of an enrolment, with its referral id (journey 03 virtual). */
export interface ContactSiteDetailsTable {
  tenant_key: string;
  enrollment_id: string;
  potential_id: string | null;
  site_code: string;
  protocol: string;
  is_virtual: boolean;
  journey_type: string;
  referral_id: string | null;
  /** Site selection (migration 0008): null for a virtual result saved by the contact flow. */
  patient_referral_status: ColumnType<string | null, string | null | undefined, string | null>;
  journey_step: ColumnType<string | null, string | null | undefined, string | null>;
  ki_element_consent: ColumnType<string | null, string | null | undefined, string | null>;
  life_link_consent: ColumnType<string | null, string | null | undefined, string | null>;
  appointment_status: ColumnType<string | null, string | null | undefined, string | null>;
  appointment_date_time: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamptz;
  updated_at: Timestamptz;
}

/** lifelink/Update: the latest life-link request of an enrolment. */
export interface ContactLifeLinkUpdatesTable {
  tenant_key: string;
  enrollment_id: string;
  payload: JsonColumn<unknown>;
  created_at: Timestamptz;
  updated_at: Timestamptz;
}

export interface ContactTables {
  contact_patients: ContactPatientsTable;
  contact_patient_details: ContactPatientDetailsTable;
  contact_mailing_list: ContactMailingListTable;
  contact_sms_sent: ContactSmsSentTable;
  contact_site_details: ContactSiteDetailsTable;
  contact_life_link_updates: ContactLifeLinkUpdatesTable;
}
