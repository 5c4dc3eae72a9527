import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.

const STATUS_CHECK = sql`screener_status in ('qualified', 'disqualified')`;

async function createPrescreeners(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prescreeners')
    .addColumn('prescreener_id', 'uuid', (col) => col.primaryKey())
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('screener_response_id', 'text', (col) => col.notNull())
    .addColumn('screener_id', 'text', (col) => col.notNull())
    .addColumn('screener_type', 'text', (col) => col.notNull())
    .addColumn('screener_status', 'text', (col) => col.check(STATUS_CHECK))
    .addColumn('screener_completed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('potential_id', 'text')
    .addColumn('potential_participant_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // A screener response is one record: a re-sent Add (new key) or an Update finds it.
    .addUniqueConstraint('prescreeners_tenant_response_key', ['tenant_key', 'screener_response_id'])
    .execute();
  await db.schema
    .createIndex('prescreeners_enrollment_idx')
    .on('prescreeners')
    .columns(['tenant_key', 'enrollment_id'])
    .execute();
}

async function createOutputs(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prescreener_outputs')
    .addColumn('prescreener_id', 'uuid', (col) =>
      col.primaryKey().references('prescreeners.prescreener_id').onDelete('cascade'),
    )
    .addColumn('screener_status', 'text', (col) => col.notNull().check(STATUS_CHECK))
    .addColumn('qualified_protocols', 'jsonb', (col) => col.notNull())
    .addColumn('last_question', 'text', (col) => col.notNull())
    .addColumn('output', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

async function createDataExtensions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prescreener_data_extensions')
    .addColumn('guest_ref', 'text', (col) => col.notNull())
    .addColumn('screener_response_id', 'text', (col) => col.notNull())
    .addColumn('guest_type', 'text', (col) => col.notNull().check(sql`guest_type in ('visitor', 'customer')`))
    .addColumn('participant_type', 'text', (col) => col.notNull())
    .addColumn('journey_step', 'text', (col) => col.notNull())
    .addColumn('journey_status', 'text', (col) => col.notNull())
    .addColumn('screener_id', 'text', (col) => col.notNull())
    .addColumn('screener_status', 'text', (col) => col.notNull().check(STATUS_CHECK))
    .addColumn('screener_completed', 'boolean', (col) => col.notNull())
    .addColumn('zip_code', 'text')
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('prescreener_data_extensions_pkey', ['guest_ref', 'screener_response_id'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPrescreeners(db);
  await createOutputs(db);
  await createDataExtensions(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prescreener_data_extensions').ifExists().execute();
  await db.schema.dropTable('prescreener_outputs').ifExists().execute();
  await db.schema.dropTable('prescreeners').ifExists().execute();
}
