import type { Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// The integration-attempt history of an enrolment: see tables/integration-attempts.ts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('integration_attempt_history')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('potential_id', 'text')
    .addColumn('patient_id', 'text')
    .addColumn('base_url', 'text', (col) => col.notNull())
    .addColumn('is_virtual', 'boolean', (col) => col.notNull())
    .addColumn('attempt_count', 'integer', (col) => col.notNull())
    .addColumn('first_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_attempt_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('integration_attempt_history_pkey', ['tenant_key', 'enrollment_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('integration_attempt_history').execute();
}
