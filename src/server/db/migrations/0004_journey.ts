import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.

async function createEnrollments(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journey_enrollments')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('guest_ref', 'text')
    .addColumn('potential_id', 'text')
    .addColumn('study_key', 'text')
    .addColumn('journey_type', 'text', (col) => col.check(sql`journey_type in ('01', '02', '03')`))
    .addColumn('journey_status', 'text', (col) =>
      col
        .notNull()
        .check(sql`journey_status in ('Partial', 'Completed', 'Terminated', 'Re-registrationProhibited')`),
    )
    .addColumn('journey_step', 'text')
    .addColumn('is_active_enrollment', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`is_active_enrollment in (0, 1)`),
    )
    .addColumn('guest_type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('visitor')
        .check(sql`guest_type in ('visitor', 'customer')`),
    )
    .addColumn('participant_type', 'text')
    .addColumn('language', 'text')
    .addColumn('browser_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('journey_enrollments_pkey', ['tenant_key', 'enrollment_id'])
    .execute();
  // The returning-visitor lookup: a guest's latest enrolment in a tenant.
  await db.schema
    .createIndex('journey_enrollments_guest_idx')
    .on('journey_enrollments')
    .columns(['tenant_key', 'guest_ref', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('journey_enrollments_potential_idx')
    .on('journey_enrollments')
    .column('potential_id')
    .execute();
  await db.schema
    .createIndex('journey_enrollments_enrollment_idx')
    .on('journey_enrollments')
    .column('enrollment_id')
    .execute();
}

async function createStatusHistory(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journey_status_history')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    // The order rows were appended in, also among rows of the same instant.
    .addColumn('seq', 'bigint', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('journey_status', 'text', (col) => col.notNull())
    .addColumn('journey_step', 'text')
    .addColumn('is_active_enrollment', 'smallint', (col) => col.notNull())
    .addColumn('cause', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('journey_status_history_enrollment_idx')
    .on('journey_status_history')
    .columns(['tenant_key', 'enrollment_id', 'seq'])
    .execute();
}

async function createGlobalSettings(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journey_global_settings')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('guest_ref', 'text', (col) => col.notNull())
    .addColumn('guest_type', 'text', (col) => col.notNull())
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text')
    .addColumn('potential_id', 'text')
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('journey_global_settings_guest_idx')
    .on('journey_global_settings')
    .columns(['guest_ref', 'received_at'])
    .execute();
}

async function createQueryParams(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journey_query_params')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('param_key', 'text', (col) => col.notNull())
    .addColumn('param_value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('journey_query_params_pkey', ['tenant_key', 'enrollment_id', 'param_key'])
    .execute();
}

async function createResumeTokens(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journey_resume_tokens')
    // The SHA-256 of the token in hex; the token itself is never stored.
    .addColumn('token_hash', 'text', (col) => col.primaryKey().check(sql`token_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('study_key', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('journey_resume_tokens_enrollment_idx')
    .on('journey_resume_tokens')
    .columns(['tenant_key', 'enrollment_id'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createEnrollments(db);
  await createStatusHistory(db);
  await createGlobalSettings(db);
  await createQueryParams(db);
  await createResumeTokens(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'journey_resume_tokens',
    'journey_query_params',
    'journey_global_settings',
    'journey_status_history',
    'journey_enrollments',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
