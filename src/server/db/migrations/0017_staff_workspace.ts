import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.

/**
 * The study-team workspace: staff accounts with their role and what they may see, their passkeys,
 * their tokens (invitations, mailed sign-in links, sessions: only hashes are kept), the WebAuthn
 * challenges in flight, the statuses a referral goes through and the audit log, which the
 * database itself refuses to change or delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) =>
      col.notNull().check(sql`role in ('admin', 'study_manager', 'site_staff')`),
    )
    .addColumn('personal_data_access', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('invited', 'active', 'disabled')`),
    )
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text')
    .execute();
  await db.schema
    .createTable('staff_grants')
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('staff_accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('study', 'site')`))
    .addColumn('key', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_grants_pk', ['account_id', 'kind', 'key'])
    .execute();
  await db.schema
    .createTable('staff_credentials')
    .addColumn('credential_id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('staff_accounts.id').onDelete('cascade'),
    )
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('staff_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('staff_accounts.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('invitation', 'sign-in-link', 'session')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('staff_tokens_account')
    .on('staff_tokens')
    .columns(['account_id', 'purpose'])
    .execute();
  await db.schema
    .createTable('staff_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('challenge', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('registration', 'authentication')`),
    )
    .addColumn('account_id', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('referral_status_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('referral_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('actor_account_id', 'text')
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('referral_status_events_referral')
    .on('referral_status_events')
    .columns(['referral_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('referral_notifications_referral')
    .on('referral_notifications')
    .column('referral_id')
    .execute();
  await db.schema
    .createTable('staff_audit_log')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .addColumn('actor_account_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text')
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('staff_audit_log_time').on('staff_audit_log').column('occurred_at').execute();
  // Append-only: no role the app connects with can rewrite history, whatever a handler does.
  await sql`
    create function staff_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit_log is append-only';
    end;
    $$`.execute(db);
  await sql`
    create trigger staff_audit_log_no_change before update or delete on staff_audit_log
    for each row execute function staff_audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists staff_audit_log_no_change on staff_audit_log`.execute(db);
  await sql`drop function if exists staff_audit_log_append_only()`.execute(db);
  await db.schema.dropTable('staff_audit_log').execute();
  await db.schema.dropIndex('referral_notifications_referral').execute();
  await db.schema.dropTable('referral_status_events').execute();
  await db.schema.dropTable('staff_challenges').execute();
  await db.schema.dropTable('staff_tokens').execute();
  await db.schema.dropTable('staff_credentials').execute();
  await db.schema.dropTable('staff_grants').execute();
  await db.schema.dropTable('staff_accounts').execute();
}
