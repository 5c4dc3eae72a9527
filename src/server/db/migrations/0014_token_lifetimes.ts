import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.
// Every mailed token has an end (see subscriptions/tokens.ts and integrations/life-link.ts), and
// an unsubscribe token no longer buys a profile token: the table of those goes, with any still
// unexpired, so none of them can open a session any more.

/** Adds expires_at, filled for the rows already there as created_at plus the lifetime. */
async function addExpiry(db: Kysely<unknown>, table: string, days: number): Promise<void> {
  await db.schema.alterTable(table).addColumn('expires_at', 'timestamptz').execute();
  await sql`update ${sql.table(table)} set expires_at = created_at + make_interval(days => ${sql.lit(days)})`.execute(
    db,
  );
  await db.schema
    .alterTable(table)
    .alterColumn('expires_at', (col) => col.setNotNull())
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await addExpiry(db, 'subscription_unsubscribe_tokens', 90);
  await addExpiry(db, 'life_link_tokens', 7);
  await db.schema.dropTable('subscription_profile_tokens').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_profile_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('life_link_tokens').dropColumn('expires_at').execute();
  await db.schema.alterTable('subscription_unsubscribe_tokens').dropColumn('expires_at').execute();
}
