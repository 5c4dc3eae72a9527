import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../../../src/server/db/database';
import { runInTransactionScope, TransactionScopeError } from '../../../src/server/db/transaction-scope';
import { createTestDatabase, databaseUnderTest } from '../support/test-database';

describe('createDatabase', () => {
  it(`migrates the ${databaseUnderTest} database and reports its kind`, async () => {
    const database = await createTestDatabase();
    try {
      expect(database.kind).toBe(databaseUnderTest);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        database.db,
      );
      expect(rows.map((r) => r.name)).toContain('0001_foundation');
      // bigint comes back as a string on both drivers.
      const count = await sql<{ n: unknown }>`select count(*) as n from participants`.execute(database.db);
      expect(count.rows[0]?.n).toBe('0');
    } finally {
      await database.close();
    }
  });

  it('migrates a database while another one on the same server is already migrated', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      for (const database of [first, second]) {
        await expect(database.db.selectFrom('participants').selectAll().execute()).resolves.toEqual([]);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('keeps PGlite data in DATA_DIR/pglite across restarts, migrating once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-test-'));
    try {
      const first = await createDatabase({ dataDir });
      await first.db
        .insertInto('idempotency_keys')
        .values({
          key: '0b7f8f5e-6a43-4c38-9a53-1b3c4f1f7a10',
          fingerprint: 'f',
          method: 'POST',
          path: '/x',
          response_status: 200,
          response_body: JSON.stringify({ ok: [1, 2] }),
          created_at: new Date(),
        })
        .execute();
      await first.close();
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

      const second = await createDatabase({ dataDir });
      const row = await second.db.selectFrom('idempotency_keys').selectAll().executeTakeFirstOrThrow();
      expect(row.response_body).toEqual({ ok: [1, 2] });
      const migrations = await sql<{ n: string }>`select count(*) as n from kysely_migration`.execute(
        second.db,
      );
      expect(Number(migrations.rows[0]?.n)).toBeGreaterThanOrEqual(1);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a root-database query from inside a transaction scope instead of deadlocking', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.transaction().execute(async () => {
        await expect(
          runInTransactionScope('test call', () => sql`select 1`.execute(database.db)),
        ).rejects.toBeInstanceOf(TransactionScopeError);
      });
      await expect(sql`select 1`.execute(database.db)).resolves.toBeDefined();
    } finally {
      await database.close();
    }
  });
});
