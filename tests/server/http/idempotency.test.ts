import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { countRows, participantBody, postParticipant } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest, postgresUrl } from '../support/test-database';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.close();
});

describe(`Idempotency-Key on ${databaseUnderTest}`, () => {
  it('requires the header on a state-changing call, names it, and stores nothing', async () => {
    const res = await postParticipant(t.app, participantBody(), { key: null });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([
      { field: 'header.Idempotency-Key', reason: 'Required for this call' },
    ]);
    expect(await countRows(t.deps.db, 'participants')).toBe(0);
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(0);
  });

  it('rejects a key that is not a UUID', async () => {
    const res = await postParticipant(t.app, participantBody(), { key: 'order-42' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'header.Idempotency-Key', reason: 'Must be a UUID' }]);
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(0);
  });

  it('replays the stored response for the same key and request, with one effect only', async () => {
    const key = randomUUID();
    const body = participantBody();
    const first = await postParticipant(t.app, body, { key });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Same request, keys in another order and the key in upper case: still the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await postParticipant(t.app, reordered, { key: key.toUpperCase() });
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await countRows(t.deps.db, 'participants')).toBe(1);
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(1);
    const row = await t.deps.db.selectFrom('idempotency_keys').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ key, method: 'POST', path: '/Participant/Add', response_status: 200 });
    expect(row.response_body).toEqual(first.json());
  });

  it('answers 422 when a key is reused for a different request, changing nothing', async () => {
    const key = randomUUID();
    const body = participantBody();
    await postParticipant(t.app, body, { key });
    const res = await postParticipant(t.app, { ...body, journeyStatus: 'Completed' }, { key });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 422, errors: [{ field: 'header.Idempotency-Key' }] });
    const stored = await t.deps.db
      .selectFrom('participants')
      .select('journey_status')
      .executeTakeFirstOrThrow();
    expect(stored.journey_status).toBe('Partial');
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(1);
  });

  it('gives 10 concurrent identical requests exactly one effect: the rest replay or get 409', async () => {
    const key = randomUUID();
    const body = participantBody();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postParticipant(t.app, body, { key })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(new Set(ok.map((r) => r.json().potentialId)).size).toBe(1);
    for (const conflict of responses.filter((r) => r.statusCode === 409)) {
      expect(conflict.headers['retry-after']).toBe('1');
      expect(conflict.json().detail).toBe('A request with this key is still being processed.');
    }
    expect(await countRows(t.deps.db, 'participants')).toBe(1);
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(1);
    // Once settled, a retry of any 409 is a replay of the one stored answer.
    const retry = await postParticipant(t.app, body, { key });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(ok[0]!.json());
  });

  it('does not confuse different keys sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postParticipant(t.app, participantBody())),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await countRows(t.deps.db, 'participants')).toBe(5);
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(5);
  });
});

const postgresOnly = postgresUrl ? describe : describe.skip;

postgresOnly('Idempotency-Key across app servers sharing one PostgreSQL', () => {
  it('answers 409 while another server holds the key (advisory lock)', async () => {
    const key = randomUUID();
    const other = new pg.Client({ connectionString: postgresUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
      const res = await postParticipant(t.app, participantBody(), { key });
      expect(res.statusCode).toBe(409);
      await other.query('commit');
      const after = await postParticipant(t.app, participantBody(), { key });
      expect(after.statusCode).toBe(200);
    } finally {
      await other.end();
    }
    expect(await countRows(t.deps.db, 'participants')).toBe(1);
  });

  it('gives one effect when two servers receive the same request at once', async () => {
    const second = await t.database.reopen!();
    const otherApp = await buildApp({ ...t.deps, db: second.db }, { logger: false });
    try {
      const key = randomUUID();
      const body = participantBody();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => postParticipant(i % 2 ? otherApp : t.app, body, { key })),
      );
      expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      const originals = responses.filter((r) => r.statusCode === 200 && !r.headers['idempotent-replayed']);
      expect(originals).toHaveLength(1);
      expect(await countRows(t.deps.db, 'participants')).toBe(1);
      expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(1);
    } finally {
      await otherApp.close();
      await second.close();
    }
  });
});
