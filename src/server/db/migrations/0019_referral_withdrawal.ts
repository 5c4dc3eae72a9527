import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.

/**
 * Referral work: a sequence on status events (several can share one instant, and the latest
 * must be well defined), and the participant's withdrawal links (only the token's hash is kept;
 * one link per referral, good for its whole lifetime, usable once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table referral_status_events add column seq bigserial`.execute(db);
  await db.schema
    .createIndex('referral_status_events_latest')
    .on('referral_status_events')
    .columns(['referral_id', 'seq'])
    .execute();
  await db.schema
    .createTable('referral_withdrawal_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('referral_id', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_withdrawal_tokens').execute();
  await db.schema.dropIndex('referral_status_events_latest').execute();
  await sql`alter table referral_status_events drop column seq`.execute(db);
}
