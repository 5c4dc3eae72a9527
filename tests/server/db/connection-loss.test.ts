import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import type { AppDeps } from '../../../src/server/app-deps';
import { loadConfig } from '../../../src/server/config';
import { isDatabaseUnavailable } from '../../../src/server/db/database-unavailable';
import { recordingMail, recordingSms } from '../support/fakes';
import { participantBody, postParticipant } from '../support/participants';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createPostgresTestDatabase, postgresUrl, type TestDatabase } from '../support/test-database';

/*
 * PostgreSQL drops connections: a restart, a failover, a proxy's idle timeout, an operator's
 * pg_terminate_backend. The app talks to the test server through a proxy of its own, so the
 * test can end its connections and take the database away without touching other test files.
 */
const postgresOnly = postgresUrl ? describe : describe.skip;

postgresOnly('when PostgreSQL drops the connections (postgres)', () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let app: FastifyInstance;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    const target = new URL(postgresUrl as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await createPostgresTestDatabase(viaProxy.toString());
    database.onConnectionError((error) => connectionErrors.push(error));
    const config = loadConfig({
      DATABASE_URL: viaProxy.toString(),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
    });
    const deps: AppDeps = {
      config: { ...config, staticDir: '/nonexistent-static-dir' },
      db: database.db,
      mail: recordingMail(),
      sms: recordingSms(),
      now: () => new Date(),
    };
    app = await buildApp(deps, { logger: false });
  });

  afterAll(async () => {
    await proxy.restore();
    await app.close();
    await database.close();
    await proxy.close();
  });

  /** Ends every backend of this app's pool, from another connection, as an operator would. */
  async function terminateOurBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>(
        `select pg_terminate_backend(pid), pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and client_port = any($1::int[])`,
        [proxy.upstreamPorts()],
      );
      return rows.length;
    } finally {
      await admin.end();
    }
  }

  async function fillThePool(): Promise<void> {
    // Side by side, so the pool opens several connections and keeps them idle afterwards.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: '/healthz' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
  }

  async function until(condition: () => boolean): Promise<void> {
    // Real sockets: the events arrive on the loop; waiting on them, not on a clock.
    while (!condition()) await new Promise((resolve) => setImmediate(resolve));
  }

  it('survives the server ending its idle connections, reports it and carries on', async () => {
    await fillThePool();
    const before = connectionErrors.length;
    const terminated = await terminateOurBackends();
    expect(terminated).toBeGreaterThan(0);
    // Every ended connection reports; until then a request could still pick one and get a 503.
    await until(() => connectionErrors.length >= before + terminated);
    // Still alive, and the next requests open fresh connections.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await postParticipant(app, participantBody())).statusCode).toBe(200);
  });

  it('survives losing a connection checked out inside a transaction', async () => {
    const before = connectionErrors.length;
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      // Between two queries the pool no longer listens to this connection: ours must.
      const terminated = await terminateOurBackends();
      await until(() => connectionErrors.length >= before + terminated);
      await sql`select 1`.execute(trx);
    });
    const failure: unknown = await transaction.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 problem+json while the database is unreachable, and recovers when it returns', async () => {
    await fillThePool();
    await proxy.cut();
    await until(() => proxy.upstreamPorts().length === 0);

    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(health.json()).toMatchObject({ status: 503, checks: { database: 'failed', writes: 'failed' } });

    const write = await postParticipant(app, participantBody());
    expect(write.statusCode).toBe(503);
    expect(write.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(write.headers['retry-after']).toBeDefined();
    expect(write.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    // Nothing about the database's internals reaches the client.
    expect(write.body).not.toMatch(/ECONNREFUSED|terminat|127\.0\.0\.1|postgres/i);

    await proxy.restore();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await postParticipant(app, participantBody())).statusCode).toBe(200);
  });

  it('stores nothing for a write refused with 503, so its replay is carried out once', async () => {
    await fillThePool();
    const key = randomUUID();
    const body = participantBody();
    await proxy.cut();
    const res = await postParticipant(app, body, { key });
    expect(res.statusCode).toBe(503);
    await proxy.restore();
    const replay = await postParticipant(app, body, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
  });
});
