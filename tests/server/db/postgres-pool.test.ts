import pg from 'pg';
import { createPostgresPool } from '../../../src/server/db/postgres-pool';
import { postgresUrl } from '../support/test-database';

const postgresOnly = postgresUrl ? describe : describe.skip;

postgresOnly('the PostgreSQL pool (postgres)', () => {
  it('reports a terminated connection once, though the client hears of it twice', async () => {
    const reports: Error[] = [];
    const pool = createPostgresPool({
      connectionString: postgresUrl as string,
      max: 1,
      onConnectionError: (error) => reports.push(error),
    });
    const client = await pool.connect();
    const heard: unknown[] = [];
    client.on('error', (error) => heard.push(error));
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');

    const admin = new pg.Client({ connectionString: postgresUrl as string });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    } finally {
      await admin.end();
    }
    // 'end' comes after every error the client emits for this loss.
    await ended;

    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect(reports).toHaveLength(1);
    client.release(true);
    await pool.end();
  });
});
