import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.

/**
 * One row per referral whose notifications were queued: the claim that makes them go out exactly
 * once, whatever replays the outcome. The messages it caused are listed with their audience, so a
 * site whose staff messages keep failing can be found.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_notifications')
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('referral_id', 'text', (col) => col.notNull())
    .addColumn('site_code', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('referral_notifications_pk', ['tenant_key', 'enrollment_id'])
    .execute();
  await db.schema
    .createTable('referral_messages')
    .addColumn('message_id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_key', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'text', (col) => col.notNull())
    .addColumn('site_code', 'text', (col) => col.notNull())
    .addColumn('audience', 'text', (col) => col.notNull().check(sql`audience in ('staff', 'participant')`))
    .execute();
  await db.schema
    .createIndex('referral_messages_site')
    .on('referral_messages')
    .columns(['site_code', 'audience'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_messages').execute();
  await db.schema.dropTable('referral_notifications').execute();
}
