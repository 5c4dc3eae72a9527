import type { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { MEMORY_DATA_DIR, openPglite } from '../../../src/server/db/database';
import { PGliteDialect } from '../../../src/server/db/pglite-dialect';
import { MAX_PREPARED_STATEMENTS } from '../../../src/server/db/pglite-extended-query';
import { sentWithCommit } from '../../../src/server/db/sent-with-commit';

interface TestDb {
  items: { id: number; name: string; tags: string[] | null; data: unknown; at: Date | null };
}

let pglite: PGlite;
let db: Kysely<TestDb>;

beforeAll(async () => {
  pglite = await openPglite(MEMORY_DATA_DIR);
  db = new Kysely<TestDb>({ dialect: new PGliteDialect({ pglite, keepOpen: true }) });
  await sql`create table items (id integer primary key, name text not null, tags text[], data jsonb,
    at timestamptz)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
  await pglite.close();
});

beforeEach(async () => {
  await db.deleteFrom('items').execute();
});

async function preparedTexts(): Promise<string[]> {
  const { rows } = await pglite.query<{ statement: string }>(
    'select statement from pg_prepared_statements where from_sql = false',
  );
  return rows.map((r) => r.statement);
}

describe('PGlite statements', () => {
  it('sends values as node-postgres does: dates, JSON, arrays, nulls and bigints come back as on PostgreSQL', async () => {
    const at = new Date('2025-03-01T10:00:00.000Z');
    await db
      .insertInto('items')
      .values({ id: 1, name: 'a', tags: ['x', 'y'], data: JSON.stringify({ k: [1, 2] }), at })
      .execute();
    const row = await db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', 1)
      .where(sql<boolean>`${'x'} = any(tags)`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 1, name: 'a', tags: ['x', 'y'], data: { k: [1, 2] }, at });
    const { rows } = await sql<{ n: string }>`select count(*) + ${1} as n from items`.execute(db);
    expect(rows[0]?.n).toBe('2');
  });

  it('prepares a statement with parameters once and reuses it', async () => {
    const before = (await preparedTexts()).length;
    for (const id of [1, 2, 3])
      await db
        .insertInto('items')
        .values({ id, name: `n${id}` })
        .execute();
    const texts = await preparedTexts();
    expect(texts.filter((t) => t === 'insert into "items" ("id", "name") values ($1, $2)')).toHaveLength(1);
    expect(texts.length).toBe(before + 1);
  });

  it('plans every execution with its own values', async () => {
    const { rows } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db);
    expect(rows[0]?.plan_cache_mode).toBe('force_custom_plan');
  });

  it("reports the server's error with its code and constraint, and the statement still works after", async () => {
    await db.insertInto('items').values({ id: 1, name: 'first' }).execute();
    await expect(db.insertInto('items').values({ id: 1, name: 'again' }).execute()).rejects.toMatchObject({
      code: '23505',
      constraint: 'items_pkey',
    });
    await db.insertInto('items').values({ id: 2, name: 'second' }).execute();
    expect(await db.selectFrom('items').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('prepares a statement again when its table changed or the session was reset', async () => {
    await db.insertInto('items').values({ id: 1, name: 'a' }).execute();
    const read = () => db.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    await read();
    await sql`alter table items add column extra text`.execute(db);
    expect(await read()).toMatchObject({ id: 1, extra: null });
    await pglite.exec('discard all');
    expect(await read()).toMatchObject({ id: 1 });
    await sql`alter table items drop column extra`.execute(db);
  });

  it("sends a transaction's BEGIN with its first statement, and nothing for an empty transaction", async () => {
    const calls = jest.spyOn(pglite, 'execProtocolStream');
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 1, name: 'inside' }).execute();
      });
      expect(calls).toHaveBeenCalledTimes(2);
      calls.mockClear();
      await db.transaction().execute(async () => undefined);
      expect(calls).not.toHaveBeenCalled();
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('items').values({ id: 2, name: 'undone' }).execute();
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
    } finally {
      calls.mockRestore();
    }
    expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'inside' }]);
  });

  describe('a write sent with the commit', () => {
    const insertLater = (id: number, name: string) =>
      sentWithCommit(db.insertInto('items').values({ id, name }).compile());

    it('travels with the COMMIT (one call for BEGIN and a write, one for the last write and COMMIT)', async () => {
      const calls = jest.spyOn(pglite, 'execProtocolStream');
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('items').values({ id: 1, name: 'first' }).execute();
          await trx.executeQuery(insertLater(2, 'with the commit'));
        });
        expect(calls).toHaveBeenCalledTimes(2);
      } finally {
        calls.mockRestore();
      }
      expect(await db.selectFrom('items').select('name').orderBy('id').execute()).toEqual([
        { name: 'first' },
        { name: 'with the commit' },
      ]);
    });

    it('runs before a statement that follows it, in order', async () => {
      await db.transaction().execute(async (trx) => {
        await trx.executeQuery(insertLater(1, 'deferred'));
        const seen = await trx.selectFrom('items').select('name').execute();
        expect(seen).toEqual([{ name: 'deferred' }]);
      });
      expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'deferred' }]);
    });

    it("fails the commit when it fails, and the transaction's other writes are rolled back", async () => {
      await db.insertInto('items').values({ id: 1, name: 'taken' }).execute();
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('items').values({ id: 2, name: 'undone' }).execute();
          await trx.executeQuery(insertLater(1, 'conflicting'));
        }),
      ).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
      expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'taken' }]);
      // The session is usable afterwards.
      await db.insertInto('items').values({ id: 3, name: 'after' }).execute();
      expect(await db.selectFrom('items').select('id').orderBy('id').execute()).toEqual([
        { id: 1 },
        { id: 3 },
      ]);
    });

    it('never runs when the transaction rolls back', async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.executeQuery(insertLater(1, 'never'));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await db.insertInto('items').values({ id: 2, name: 'next' }).execute();
      expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'next' }]);
    });

    it('runs at once outside a transaction', async () => {
      await db.executeQuery(insertLater(1, 'now'));
      expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'now' }]);
    });
  });

  it(`keeps at most ${String(MAX_PREPARED_STATEMENTS)} statements prepared`, async () => {
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) {
      await sql`select ${i}::int as ${sql.raw(`v${String(i)}`)}`.execute(db);
    }
    expect((await preparedTexts()).length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
  });
});
