import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// The contact-form tables: see tables/contact.ts.

async function createPatients(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_patients')
    .addColumn('patient_id', 'uuid', (col) => col.primaryKey())
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('guest_ref', 'text', (col) => col.notNull())
    .addColumn('potential_id', 'text')
    .addColumn('potential_participant_id', 'text')
    .addColumn('form_type', 'text', (col) =>
      col.notNull().check(sql`form_type in ('adult', 'caregiver', 'minor')`),
    )
    .addColumn('form_key', 'text', (col) => col.notNull())
    .addColumn('study_key', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    // Lower-cased and trimmed: the returning-user match compares it as is.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('participant_first_name', 'text')
    .addColumn('participant_last_name', 'text')
    .addColumn('birth_day', 'smallint')
    .addColumn('birth_month', 'smallint')
    .addColumn('birth_year', 'smallint')
    .addColumn('primary_consent', 'boolean')
    .addColumn('secondary_consent', 'boolean')
    .addColumn('secondary_consent_medium', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('form_values', 'jsonb', (col) => col.notNull())
    .addColumn('submission', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    // One patient per enrolment: a repeated Patient/Add (new key, retry, reload) never adds a second.
    .addUniqueConstraint('contact_patients_enrollment_key', ['tenant_key', 'enrollment_id'])
    .execute();
  await db.schema
    .createIndex('contact_patients_email_idx')
    .on('contact_patients')
    .columns(['tenant_key', 'email', 'created_at'])
    .execute();
}

async function createPatientDetails(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_patient_details')
    .addColumn('guest_ref', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('guest_type', 'text', (col) => col.notNull())
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('form_key', 'text', (col) => col.notNull())
    .addColumn('form_type', 'text', (col) => col.notNull())
    .addColumn('form_values', 'jsonb', (col) => col.notNull())
    .addColumn('url_params', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('contact_patient_details_pkey', ['guest_ref', 'enrollment_id'])
    .execute();
}

async function createMailingList(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_mailing_list')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('patient_type', 'text', (col) => col.notNull())
    .addColumn('study_name', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('contact_mailing_list_pkey', ['tenant_key', 'email'])
    .execute();
}

async function createSmsSent(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_sms_sent')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('sms_type', 'text', (col) => col.notNull())
    .addColumn('mobile_number', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text')
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('contact_sms_sent_pkey', ['tenant_key', 'enrollment_id', 'sms_type'])
    .execute();
}

async function createSiteDetails(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_site_details')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('potential_id', 'text')
    .addColumn('site_code', 'text', (col) => col.notNull())
    .addColumn('protocol', 'text', (col) => col.notNull())
    .addColumn('is_virtual', 'boolean', (col) => col.notNull())
    .addColumn('journey_type', 'text', (col) => col.notNull())
    .addColumn('referral_id', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('contact_site_details_pkey', ['tenant_key', 'enrollment_id'])
    .execute();
}

async function createLifeLinkUpdates(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_life_link_updates')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('contact_life_link_updates_pkey', ['tenant_key', 'enrollment_id'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPatients(db);
  await createPatientDetails(db);
  await createMailingList(db);
  await createSmsSent(db);
  await createSiteDetails(db);
  await createLifeLinkUpdates(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contact_life_link_updates',
    'contact_site_details',
    'contact_sms_sent',
    'contact_mailing_list',
    'contact_patient_details',
    'contact_patients',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
