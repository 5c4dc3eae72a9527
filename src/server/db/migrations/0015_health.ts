import { sql, type Kysely } from 'kysely';

// Untyped Kysely: a migration must keep compiling when the Database interface changes later.

/**
 * The health check's write round-trip: one row, updated and committed by every probe. Inserted
 * here so a probe changes no row count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_heartbeat')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('beat_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into health_heartbeat (id) values (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_heartbeat').execute();
}
