import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { AppDatabase } from '../../../src/server/db/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';

/*
 * The limit of the email-existence checks holds across server processes: two app instances on
 * one database (on PostgreSQL each with its own connection pool, as two servers would be) share
 * one budget per client address.
 */

const LIMIT = { perWindow: 3, windowMs: 60_000 };

let clock: { now: Date };
let t: TestApp;
let second: FastifyInstance;
let secondDatabase: AppDatabase | null;

beforeEach(async () => {
  clock = { now: new Date('2025-06-01T09:00:10.000Z') };
  t = await createTestApp({ deps: { now: () => clock.now }, app: { emailCheckLimit: LIMIT } });
  secondDatabase = t.database.reopen ? await t.database.reopen() : null;
  second = await buildApp(
    { ...t.deps, db: secondDatabase?.db ?? t.deps.db },
    { logger: false, emailCheckLimit: LIMIT, messages: { worker: t.messages, automatic: false } },
  );
});

afterEach(async () => {
  await second.close();
  await secondDatabase?.close();
  await t.close();
});

const emailExists = (app: FastifyInstance, ip = '203.0.113.7', url = '/api/contacts/EmailExists') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    payload: { email: 'someone@example.org' },
  });

describe(`the email-existence check limit on ${databaseUnderTest}`, () => {
  it('counts the checks of one client on every server, refusing the one over the budget', async () => {
    expect((await emailExists(t.app)).statusCode).toBe(200);
    expect((await emailExists(second)).statusCode).toBe(200);
    expect((await emailExists(t.app)).statusCode).toBe(200);
    const refused = await emailExists(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.headers['retry-after']).toBe('50');
    // Another client address has its own budget.
    expect((await emailExists(second, '198.51.100.9')).statusCode).toBe(200);
    const rows = await t.deps.db.selectFrom('rate_limit_counters').select('bucket').execute();
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it('counts a percent-encoded spelling of the address as the address the router matches', async () => {
    const spellings = [
      '/%61pi/contacts/EmailExists',
      '/api/contacts/%45mailExists',
      '/api//contacts/EmailExists',
    ];
    const statuses = [];
    for (const url of [...spellings, '/api/%63ontacts/EmailExists']) {
      statuses.push((await emailExists(t.app, '203.0.113.7', url)).statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses[3]).toBe(429);
  });

  it('gives a new budget in the next window', async () => {
    for (let i = 0; i < 3; i++) await emailExists(i % 2 ? second : t.app);
    expect((await emailExists(t.app)).statusCode).toBe(429);
    clock.now = new Date(clock.now.getTime() + 50_000);
    expect((await emailExists(second)).statusCode).toBe(200);
  });
});
