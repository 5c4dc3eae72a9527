import type { Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// Site selection, success, health data and life-link: see tables/site-selection.ts.

async function extendSiteDetails(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contact_site_details')
    .addColumn('patient_referral_status', 'text')
    .addColumn('journey_step', 'text')
    .addColumn('ki_element_consent', 'text')
    .addColumn('life_link_consent', 'text')
    .addColumn('appointment_status', 'text')
    .addColumn('appointment_date_time', 'text')
    .execute();
}

async function createDataExtensions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_selection_data_extensions')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('guest_ref', 'text', (col) => col.notNull())
    .addColumn('guest_type', 'text', (col) => col.notNull())
    .addColumn('site_code', 'text', (col) => col.notNull())
    .addColumn('protocol', 'text', (col) => col.notNull())
    .addColumn('referral_id', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_selection_data_extensions_pkey', ['tenant_key', 'enrollment_id'])
    .execute();
}

async function createReferralUpdates(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_selection_zip_referrals')
    .addColumn('potential_id', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('guest_type', 'text', (col) => col.notNull())
    .addColumn('zip_code', 'text', (col) => col.notNull())
    .addColumn('patient_state', 'text')
    .addColumn('journey_step', 'text', (col) => col.notNull())
    .addColumn('patient_referral_status', 'text', (col) => col.notNull())
    .addColumn('patient_type', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_selection_zip_referrals_pkey', ['potential_id', 'enrollment_id'])
    .execute();
  await db.schema
    .createTable('site_selection_not_convenient')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('potential_id', 'text')
    .addColumn('guest_ref', 'text')
    .addColumn('patient_referral_status', 'text')
    .addColumn('site_codes', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_selection_not_convenient_pkey', ['tenant_key', 'enrollment_id'])
    .execute();
}

async function createHealthData(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_data_responses')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('potential_id', 'text')
    .addColumn('human_api_status', 'text', (col) => col.notNull())
    .addColumn('human_api_enabled', 'boolean', (col) => col.notNull())
    .addColumn('human_id', 'text')
    .addColumn('exception', 'text', (col) => col.notNull())
    .addColumn('base_url', 'text', (col) => col.notNull())
    .addColumn('record_last_modified_date', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('health_data_responses_pkey', ['tenant_key', 'enrollment_id'])
    .execute();
  // The local sandbox's sessions: only the token's SHA-256 is kept.
  await db.schema
    .createTable('health_data_sandbox_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('human_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('connected_at', 'timestamptz')
    .execute();
}

async function createLifeLinkTokens(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('life_link_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().unique())
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('site_code', 'text', (col) => col.notNull())
    .addColumn('protocol', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await extendSiteDetails(db);
  await createDataExtensions(db);
  await createReferralUpdates(db);
  await createHealthData(db);
  await createLifeLinkTokens(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'life_link_tokens',
    'health_data_sandbox_sessions',
    'health_data_responses',
    'site_selection_not_convenient',
    'site_selection_zip_referrals',
    'site_selection_data_extensions',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  let alter = db.schema.alterTable('contact_site_details').dropColumn('patient_referral_status');
  for (const column of ['journey_step', 'ki_element_consent', 'life_link_consent', 'appointment_status']) {
    alter = alter.dropColumn(column);
  }
  await alter.dropColumn('appointment_date_time').execute();
}
