import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { sentWithCommit } from '../../../src/server/db/sent-with-commit';
import { nameStatement, statementName, withNamedStatements } from '../../../src/server/db/named-statements';
import { postgresUrl } from '../support/test-database';

describe('named statements', () => {
  it('gives a marked text one stable name and leaves others unnamed', () => {
    const text = 'select $1::int as marked_for_naming';
    nameStatement(text);
    const name = statementName(text);
    nameStatement(text);
    expect(name).toMatch(/^app_statement_\d+$/);
    expect(statementName(text)).toBe(name);
    expect(statementName('select $1::int as not_marked')).toBeUndefined();
  });
});

const postgresOnly = postgresUrl ? describe : describe.skip;

postgresOnly('named statements on PostgreSQL', () => {
  it('prepares a marked statement once per connection and sends others unprepared', async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl as string, max: 1 });
    const kyselyPool = withNamedStatements(pool);
    const marked = 'select $1::int + 1 as answer';
    nameStatement(marked);
    try {
      const client = await kyselyPool.connect();
      for (const value of [1, 2, 3]) {
        const result = await client.query<{ answer: number }>(marked, [value]);
        expect(result.rows).toEqual([{ answer: value + 1 }]);
      }
      await client.query('select $1::int + 2 as other', [1]);
      const { rows } = await client.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements',
        [],
      );
      expect(rows).toEqual([{ name: statementName(marked), statement: marked }]);
      client.release();
    } finally {
      await kyselyPool.end();
    }
  });

  it('sends a BEGIN with the parameterless statement after it, and keeps the transaction', async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl as string, max: 1 });
    const kyselyPool = withNamedStatements(pool);
    const sent: string[] = [];
    pool.on('connect', (raw) => {
      const original = raw.query.bind(raw) as (...args: unknown[]) => unknown;
      raw.query = ((...args: unknown[]) => {
        sent.push(typeof args[0] === 'string' ? args[0] : 'prepared');
        return original(...args);
      }) as typeof raw.query;
    });
    try {
      const client = await kyselyPool.connect();
      await client.query('begin', []);
      const { rows } = await client.query<{ level: string }>(
        'select current_setting($$transaction_isolation$$) as level, txid_current_if_assigned() is null as fresh',
        [],
      );
      expect(rows).toHaveLength(1);
      const inside = await client.query<{ inside: boolean }>(
        'select now() = statement_timestamp() as inside',
        [],
      );
      // Inside a transaction now() stays at its start, so a later statement's timestamp differs.
      expect(inside.rows[0]?.inside).toBe(false);
      await client.query('rollback', []);
      // An empty transaction sends nothing.
      await client.query('begin', []);
      await client.query('commit', []);
      client.release();
      expect(sent[0]).toMatch(/^begin; select current_setting/);
      expect(sent.filter((text) => text === 'begin' || text === 'commit')).toEqual([]);
    } finally {
      await kyselyPool.end();
    }
  });
});

postgresOnly('a write sent with the commit, on PostgreSQL', () => {
  interface Items {
    sent_with_commit_items: { id: number; name: string; at: Date | null; data: unknown };
  }
  const table = 'sent_with_commit_items';
  let pool: pg.Pool;
  let db: Kysely<Items>;
  const sent: string[] = [];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: postgresUrl as string, max: 1 });
    pool.on('connect', (raw) => {
      const original = raw.query.bind(raw) as (...args: unknown[]) => unknown;
      raw.query = ((...args: unknown[]) => {
        sent.push(typeof args[0] === 'string' ? args[0] : 'with parameters');
        return original(...args);
      }) as typeof raw.query;
    });
    db = new Kysely<Items>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    await sql`create temporary table ${sql.table(table)} (id integer primary key, name text not null,
      at timestamptz, data jsonb)`.execute(db);
  });
  afterAll(() => db.destroy());
  beforeEach(async () => {
    await db.deleteFrom(table).execute();
    sent.length = 0;
  });

  const insertLater = (id: number, name: string, at: Date | null = null) =>
    sentWithCommit(
      db
        .insertInto(table)
        .values({ id, name, at, data: JSON.stringify({ quote: "it's", back: '\\' }) })
        .compile(),
    );
  const names = () => db.selectFrom(table).select('name').orderBy('id').execute();

  it('travels with the COMMIT, its values written in as literals', async () => {
    const at = new Date('2026-12-03T08:00:00.000Z');
    await db.transaction().execute(async (trx) => {
      await trx.insertInto(table).values({ id: 1, name: 'first' }).execute();
      await trx.executeQuery(insertLater(2, "O'Brien", at));
    });
    const last = sent.at(-1) ?? '';
    expect(last).toMatch(/^\/\* sent with commit \*\/ insert into .*; commit$/);
    expect(sent.filter((text) => text === 'commit')).toEqual([]);
    const row = await db.selectFrom(table).selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 2, name: "O'Brien", at, data: { quote: "it's", back: '\\' } });
  });

  it('runs before a statement that follows it, in order', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.executeQuery(insertLater(1, 'kept'));
      expect(await trx.selectFrom(table).select('name').execute()).toEqual([{ name: 'kept' }]);
    });
    expect(await names()).toEqual([{ name: 'kept' }]);
  });

  it("fails the commit when it fails, and the transaction's other writes are rolled back", async () => {
    await db.insertInto(table).values({ id: 1, name: 'taken' }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto(table).values({ id: 2, name: 'undone' }).execute();
        await trx.executeQuery(insertLater(1, 'conflicting'));
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await names()).toEqual([{ name: 'taken' }]);
  });

  it('never runs when the transaction rolls back, and runs at once outside one', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.executeQuery(insertLater(1, 'never'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await names()).toEqual([]);
    await db.executeQuery(insertLater(2, 'now'));
    expect(await names()).toEqual([{ name: 'now' }]);
  });
});
