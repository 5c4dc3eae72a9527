import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// The durable queue of outgoing mail and SMS (see tables/message-queue.ts), and the shared
// counters of the rate limits that must hold across several server processes.

async function createMessageQueue(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_queue')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('seq', 'integer', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('message', 'jsonb', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sending', 'sent', 'suppressed', 'dead')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // What the worker claims: only unfinished rows, soonest first.
  await sql`create index message_queue_due_idx on message_queue (next_attempt_at, seq)
    where status in ('queued', 'sending')`.execute(db);
  await sql`create index message_queue_dead_idx on message_queue (updated_at) where status = 'dead'`.execute(
    db,
  );
}

async function createRateLimitCounters(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pkey', ['bucket', 'window_start'])
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_idx')
    .on('rate_limit_counters')
    .column('window_start')
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createMessageQueue(db);
  await createRateLimitCounters(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').ifExists().execute();
  await db.schema.dropTable('message_queue').ifExists().execute();
}
