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

postgresOnly('a write marked to go with the commit, on PostgreSQL', () => {
  it('runs at once, its values sent as parameters (they never enter the statement text)', async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl as string, max: 1 });
    const sent: unknown[] = [];
    pool.on('connect', (raw) => {
      const original = raw.query.bind(raw) as (...args: unknown[]) => unknown;
      raw.query = ((...args: unknown[]) => {
        sent.push(args[0]);
        return original(...args);
      }) as typeof raw.query;
    });
    const db = new Kysely<{ kept_items: { id: number; name: string } }>({
      dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
    });
    try {
      await sql`create temporary table kept_items (id integer primary key, name text not null)`.execute(db);
      const marked = sentWithCommit(db.insertInto('kept_items').values({ id: 1, name: 'secret' }).compile());
      await db.transaction().execute(async (trx) => {
        await trx.executeQuery(marked);
        expect(await trx.selectFrom('kept_items').select('name').execute()).toEqual([{ name: 'secret' }]);
      });
      expect(JSON.stringify(sent)).not.toContain("'secret'");
      expect(await db.selectFrom('kept_items').select('name').execute()).toEqual([{ name: 'secret' }]);
    } finally {
      await db.destroy();
    }
  });
});
