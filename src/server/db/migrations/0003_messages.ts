import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbound_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('seq', 'integer', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('category', 'text', (col) =>
      col.notNull().check(sql`category in ('transactional', 'marketing')`),
    )
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('html', 'text')
    .addColumn('links', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('headers', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createIndex('outbound_messages_created_at_idx')
    .on('outbound_messages')
    .columns(['created_at desc', 'seq desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbound_messages').ifExists().execute();
}
