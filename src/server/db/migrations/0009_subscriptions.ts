import type { Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// Unsubscribe, resubscribe, profile tokens and suppression: see tables/subscriptions.ts.

async function createTokens(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_unsubscribe_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('tenant_key', 'text')
    .addColumn('site_settings_id', 'text')
    .addColumn('guest_ref', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_unsubscribe_tokens_email_idx')
    .on('subscription_unsubscribe_tokens')
    .column('email')
    .execute();
  await db.schema
    .createTable('subscription_profile_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

async function createSuppression(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_suppressions')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('unsubscribed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('resubscribed_at', 'timestamptz')
    .addPrimaryKeyConstraint('subscription_suppressions_pkey', ['email', 'scope'])
    .execute();
  await db.schema
    .createTable('subscription_suppressed_mail')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('site_settings_id', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTokens(db);
  await createSuppression(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'subscription_suppressed_mail',
    'subscription_suppressions',
    'subscription_profile_tokens',
    'subscription_unsubscribe_tokens',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
