import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// The volunteer registry: profiles, their choices, tokens and mail log; see tables/registry.ts.

async function createProfiles(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('guest_ref', 'text', (col) => col.notNull())
    // Trimmed and lower-cased: one profile per address, whatever its case.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('dob', 'date', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('is_mobile', 'boolean', (col) => col.notNull())
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('travel_distance', 'text')
    .addColumn('home_trials', 'text')
    .addColumn('patient_enquiries', 'jsonb', (col) => col.notNull())
    .addColumn('consents', 'jsonb', (col) => col.notNull())
    .addColumn('patient_type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('adult')
        .check(sql`patient_type in ('adult', 'minor', 'caregiver')`),
    )
    .addColumn('delegate_email', 'text')
    .addColumn('is_verified_email', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_welcome_sms_sent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('migrated', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('site_settings_id', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('tracking', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

/** profile_conditions and profile_communities: keys in the order the member chose them. */
async function createKeyedChoices(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('profile_id', 'uuid', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addPrimaryKeyConstraint(`${table}_pkey`, ['profile_id', 'key'])
    .execute();
}

async function createChoices(db: Kysely<unknown>): Promise<void> {
  await createKeyedChoices(db, 'profile_conditions');
  await createKeyedChoices(db, 'profile_communities');
  await db.schema
    .createTable('saved_trials')
    .addColumn('profile_id', 'uuid', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('trial_id', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_trials_pkey', ['profile_id', 'trial_id'])
    .execute();
  await db.schema
    .createTable('profile_mailing_list')
    .addColumn('profile_id', 'uuid', (col) => col.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('mailing_list_id', 'text')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('subscriber', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

async function createTokens(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('profile_id', 'uuid', (col) => col.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('session', 'myProfile', 'community')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('profile_tokens_profile_idx')
    .on('profile_tokens')
    .column('profile_id')
    .execute();
  await db.schema
    .createTable('profile_mail_log')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // A hash, not the address: attempts to unknown addresses count too, without keeping them.
    .addColumn('email_hash', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('profile_mail_log_email_idx')
    .on('profile_mail_log')
    .columns(['email_hash', 'sent_at'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createProfiles(db);
  await createChoices(db);
  await createTokens(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'profile_mail_log',
    'profile_tokens',
    'profile_mailing_list',
    'saved_trials',
    'profile_communities',
    'profile_conditions',
    'profiles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
