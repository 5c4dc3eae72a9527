import { EventEmitter } from 'node:events';
import { logConnectionLoss } from '../../../src/server/db/connection-loss-log';
import { createPostgresPool } from '../../../src/server/db/postgres-pool';

/*
 * The "database connection lost" log line, without a database: a pooled connection (a fake
 * client handed to the pool's 'connect' listeners) reports an error, as node-postgres does when
 * PostgreSQL ends it, and the logger receives one warning with the error's code and words only.
 */

function poolWithLog() {
  const listeners: Array<(error: Error) => void> = [];
  const pool = createPostgresPool({
    connectionString: 'postgres://nobody@127.0.0.1:1/none',
    max: 1,
    onConnectionError: (error) => listeners.forEach((listener) => listener(error)),
  });
  const warn = jest.fn();
  logConnectionLoss({ onConnectionError: (listener) => void listeners.push(listener) }, { warn });
  return { pool, warn };
}

describe('the database connection lost log line', () => {
  it('is logged when a pooled connection errors, with its code and words and no personal data', async () => {
    const { pool, warn } = poolWithLog();
    const client = new EventEmitter();
    pool.emit('connect', client);
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      detail: 'Key (email)=(ana.torres@example.org) already exists.',
      query: "INSERT INTO contact_patients (email) VALUES ('ana.torres@example.org')",
      parameters: ['ana.torres@example.org', '+15555550123'],
    });
    client.emit('error', error);
    expect(warn.mock.calls).toEqual([
      [
        { database: { code: '57P01', message: 'terminating connection due to administrator command' } },
        'database connection lost',
      ],
    ]);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/ana\.torres|5555550123/);
    await pool.end();
  });
});
