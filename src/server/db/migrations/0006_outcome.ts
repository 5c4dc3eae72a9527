import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.

async function createOutcomeUpdates(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outcome_updates')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('potential_id', 'text')
    .addColumn('journey_step', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('journey_status', 'text', (col) => col.notNull())
    .addColumn('is_active_enrollment', 'smallint', (col) =>
      col.notNull().check(sql`is_active_enrollment in (0, 1)`),
    )
    .addColumn('patient_referral_status', 'text', (col) => col.notNull())
    .addColumn('deactivate_existing', 'boolean', (col) => col.notNull())
    .addColumn('deactivated_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outcome_updates_enrollment_idx')
    .on('outcome_updates')
    .columns(['enrollment_id', 'created_at'])
    .execute();
}

async function createUcpmJobRecords(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ucpm_job_records')
    .addColumn('job_id', 'uuid', (col) => col.primaryKey())
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('guest_ref', 'text', (col) => col.notNull())
    .addColumn('potential_id', 'text')
    .addColumn('data_origin', 'text', (col) => col.notNull())
    .addColumn('study_name', 'text')
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('Pending'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ucpm_job_records_enrollment_origin_key', [
      'tenant_key',
      'enrollment_id',
      'data_origin',
    ])
    .execute();
}

async function createAnalyticsEvents(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .addColumn('guest_ref', 'text')
    .addColumn('enrollment_id', 'text')
    .addColumn('path', 'text')
    .addColumn('device_id', 'text')
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('analytics_events_name_idx')
    .on('analytics_events')
    .columns(['name', 'received_at'])
    .execute();
}

async function createCookiePreferences(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cookie_preferences')
    .addColumn('guest_ref', 'text', (col) => col.primaryKey())
    .addColumn('domain', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('categories', 'jsonb', (col) => col.notNull())
    .addColumn('analytics_allowed', 'boolean', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createOutcomeUpdates(db);
  await createUcpmJobRecords(db);
  await createAnalyticsEvents(db);
  await createCookiePreferences(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cookie_preferences', 'analytics_events', 'ucpm_job_records', 'outcome_updates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
