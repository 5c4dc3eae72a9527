import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { createTestDatabase, databaseUnderTest } from '../support/test-database';

/*
 * The server suite reuses one PGlite per test file (tests/server/support/reusable-pglite.ts): each
 * test must still start from exactly the migrated template, whatever the previous one left.
 */
const onPglite = databaseUnderTest === 'pglite' ? describe : describe.skip;

/** The one row a migration inserts (the health check's heartbeat); outside the typed schema. */
const heartbeatRows = async (db: Kysely<Database>) =>
  (await sql<Record<string, unknown>>`select * from health_heartbeat`.execute(db)).rows;
const deleteHeartbeat = (db: Kysely<Database>) => sql`delete from health_heartbeat`.execute(db);

onPglite('a reused test PGlite', () => {
  it('is handed back holding the template only: its rows gone, the template rows back', async () => {
    const first = await createTestDatabase();
    const heartbeat = await heartbeatRows(first.db);
    expect(heartbeat).toHaveLength(1);
    await sql`create temporary table scratch (id int)`.execute(first.db);
    await sql`select pg_advisory_lock(42)`.execute(first.db);
    await deleteHeartbeat(first.db);
    await first.db
      .insertInto('idempotency_keys')
      .values({
        key: '00000000-0000-4000-8000-000000000001',
        fingerprint: 'f',
        method: 'POST',
        path: '/p',
        response_status: 200,
        response_body: '{}',
        created_at: new Date(),
      })
      .execute();
    expect(await first.db.selectFrom('idempotency_keys').selectAll().execute()).toHaveLength(1);
    await first.close();

    const second = await createTestDatabase();
    try {
      expect(await heartbeatRows(second.db)).toEqual(heartbeat);
      expect(await second.db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
      // The session state went with the test: no temporary table, no advisory lock held.
      const temp = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_tables where tablename = 'scratch'`.execute(second.db);
      expect(temp.rows[0]?.n).toBe(0);
      const locks = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_locks where locktype = 'advisory'`.execute(second.db);
      expect(locks.rows[0]?.n).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('a database closed by its test refuses queries, as a closed one does', async () => {
    const database = await createTestDatabase();
    await database.close();
    await expect(heartbeatRows(database.db)).rejects.toThrow(/closed|destroyed/);
  });

  it('a schema a test changed is not handed on: the next test gets a new instance', async () => {
    const first = await createTestDatabase();
    await sql`alter table health_heartbeat add column extra int`.execute(first.db);
    await first.close();
    const second = await createTestDatabase();
    try {
      const columns = await sql<{ column_name: string }>`
        select column_name from information_schema.columns where table_name = 'health_heartbeat'`.execute(
        second.db,
      );
      expect(columns.rows.map((row) => row.column_name)).not.toContain('extra');
    } finally {
      await second.close();
    }
  });

  it('two databases open at once are two instances', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await deleteHeartbeat(first.db);
      expect(await heartbeatRows(second.db)).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
