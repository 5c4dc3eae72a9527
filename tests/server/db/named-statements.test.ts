import pg from 'pg';
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
});
