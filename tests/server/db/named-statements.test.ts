import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { sentWithCommit } from '../../../src/server/db/sent-with-commit';
import { nameStatement, statementName, withNamedStatements } from '../../../src/server/db/named-statements';
import { WriteWithCommit } from '../../../src/server/db/postgres-write-with-commit';
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

postgresOnly('a write marked to go with the commit, on PostgreSQL', () => {
  type Items = { kept_items: { id: number; name: string } };
  let pool: pg.Pool;
  let db: Kysely<Items>;
  /** What reached node-postgres' client: SQL texts, and the write sent with the COMMIT. */
  let sent: unknown[];

  beforeEach(async () => {
    pool = new pg.Pool({ connectionString: postgresUrl as string, max: 1 });
    sent = [];
    pool.on('connect', (raw) => {
      const original = raw.query.bind(raw) as (...args: unknown[]) => unknown;
      raw.query = ((...args: unknown[]) => {
        sent.push(args[0] instanceof WriteWithCommit ? args[0] : String(args[0]));
        return original(...args);
      }) as typeof raw.query;
    });
    db = new Kysely<Items>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    await sql`create temporary table kept_items (id integer primary key, name text not null)`.execute(db);
    sent.length = 0;
  });

  afterEach(() => db.destroy());

  const insertLater = (id: number, name: string) =>
    sentWithCommit(db.insertInto('kept_items').values({ id, name }).compile());
  const names = () => db.selectFrom('kept_items').select('name').orderBy('id').execute();

  it('travels with the COMMIT in one round trip, its values sent as parameters', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('kept_items').values({ id: 1, name: 'first' }).execute();
      await trx.executeQuery(insertLater(2, 'secret'));
    });
    expect(sent).toHaveLength(3);
    expect(sent[0]).toBe('begin');
    expect(sent[2]).toBeInstanceOf(WriteWithCommit);
    expect(sent).not.toContain('commit');
    expect((sent[2] as WriteWithCommit).text).not.toContain('secret');
    expect((sent[2] as WriteWithCommit).text).toContain('$2');
    expect(await names()).toEqual([{ name: 'first' }, { name: 'secret' }]);
  });

  it('runs before a statement that follows it, in order', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('kept_items').values({ id: 1, name: 'first' }).execute();
      await trx.executeQuery(insertLater(2, 'deferred'));
      expect(await trx.selectFrom('kept_items').select('name').orderBy('id').execute()).toEqual([
        { name: 'first' },
        { name: 'deferred' },
      ]);
    });
    expect(await names()).toEqual([{ name: 'first' }, { name: 'deferred' }]);
  });

  it("fails the commit when it fails, and the transaction's other writes are rolled back", async () => {
    await db.insertInto('kept_items').values({ id: 1, name: 'taken' }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('kept_items').values({ id: 2, name: 'undone' }).execute();
        await trx.executeQuery(insertLater(1, 'conflicting'));
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'kept_items_pkey' });
    expect(await names()).toEqual([{ name: 'taken' }]);
    // The connection is usable afterwards, in and out of transactions.
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('kept_items').values({ id: 3, name: 'after' }).execute();
      await trx.executeQuery(insertLater(4, 'and its answer'));
    });
    expect(await names()).toEqual([{ name: 'taken' }, { name: 'after' }, { name: 'and its answer' }]);
  });

  it('never runs when the transaction rolls back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('kept_items').values({ id: 1, name: 'undone' }).execute();
        await trx.executeQuery(insertLater(2, 'never'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await names()).toEqual([]);
  });

  it('runs at once outside a transaction, and prepared when its text is named', async () => {
    const marked = insertLater(1, 'now');
    nameStatement(marked.sql);
    await db.executeQuery(marked);
    expect(await names()).toEqual([{ name: 'now' }]);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('kept_items').values({ id: 2, name: 'inside' }).execute();
      await trx.executeQuery(insertLater(3, 'prepared, with the commit'));
    });
    expect(await names()).toEqual([
      { name: 'now' },
      { name: 'inside' },
      { name: 'prepared, with the commit' },
    ]);
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
      db,
    );
    expect(rows.map((row) => row.statement)).toContain(marked.sql);
  });
});
