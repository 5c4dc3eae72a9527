import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.

async function createIdempotencyKeys(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'uuid', (col) => col.primaryKey())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('response_status', 'integer', (col) => col.notNull())
    .addColumn('response_body', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Old keys are pruned by age; the index keeps that cheap.
  await db.schema
    .createIndex('idempotency_keys_created_at_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

async function createParticipants(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('participants')
    .addColumn('potential_id', 'uuid', (col) => col.primaryKey())
    .addColumn('potential_participant_id', 'text', (col) => col.notNull())
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('journey_id', 'text', (col) => col.notNull().check(sql`journey_id in ('01', '02', '03')`))
    .addColumn('journey_status', 'text', (col) => col.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('session_start_at', 'timestamptz', (col) => col.notNull())
    .addColumn('session_end_at', 'timestamptz')
    .addColumn('project_therapeutic_area', 'text')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('CR'))
    .addColumn('data_controller_org', 'text')
    .addColumn('call_center_number', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // An enrolment is one participant record: a re-sent record updates it (see routes/participant.ts).
    .addUniqueConstraint('participants_tenant_enrollment_key', ['tenant_key', 'enrollment_id'])
    .execute();
  await db.schema
    .createIndex('participants_potential_participant_id_idx')
    .on('participants')
    .column('potential_participant_id')
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createIdempotencyKeys(db);
  await createParticipants(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('participants').ifExists().execute();
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
