import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as z from 'zod/mini';
import { defineCall } from '../../../src/shared/contracts/define-call';
import { HttpProblem } from '../../../src/server/http/problem';
import { registerCall } from '../../../src/server/http/register-call';
import { upsertParticipant } from '../../../src/server/db/participants';
import { countRows, participantBody, postParticipant } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';

type Mode = 'ok' | 'throw' | 'problem' | 'bad-response' | 'root-db' | 'created' | 'wait';

const write = defineCall({
  name: 'test/write',
  method: 'POST',
  path: '/api/test/write/:mode',
  params: z.object({
    mode: z.enum(['ok', 'throw', 'problem', 'bad-response', 'root-db', 'created', 'wait']),
  }),
  body: z.strictObject({ enrollmentId: z.string().check(z.minLength(1)) }),
  response: z.object({ potentialId: z.string() }),
});

const read = defineCall({
  name: 'test/read',
  method: 'GET',
  path: '/api/test/read/:id',
  params: z.object({ id: z.string().check(z.regex(/^\d+$/, 'Must be digits')) }),
  query: z.object({ count: z.coerce.number().check(z.int(), z.gte(1)) }),
  response: z.object({ id: z.string(), count: z.number() }),
});

const touch = defineCall({
  name: 'test/touch',
  method: 'GET',
  path: '/api/test/touch',
  response: z.object({ touched: z.boolean() }),
  changesState: true,
});

let t: TestApp;
let handlerEntered: () => void = () => {};
let releaseHandler: Promise<void> = Promise.resolve();

/** A handler that writes a participant through ctx.db, then behaves as the path says. */
function registerTestCalls(app: TestApp) {
  registerCall(app.app, app.deps, write, async ({ params, body, db, request, deps }) => {
    const mode: Mode = params.mode;
    const record = { ...participantBody({ enrollmentId: body.enrollmentId }), source: 'CR' } as never;
    const writer = mode === 'root-db' ? deps.db : db;
    const potentialId = await upsertParticipant(writer, { record, ipAddress: request.ip, now: deps.now() });
    if (mode === 'wait') {
      handlerEntered();
      await releaseHandler;
    }
    if (mode === 'throw') throw new Error('password=hunter2 in /srv/secret/path.ts');
    if (mode === 'problem') throw new HttpProblem(409, 'Enrolment closed', 'This enrolment is closed.');
    if (mode === 'bad-response') return { potentialId: 42 } as never;
    if (mode === 'created') return { status: 201, body: { potentialId } };
    return { potentialId };
  });
  registerCall(app.app, app.deps, touch, async () => ({ touched: true }));
  registerCall(app.app, app.deps, read, async ({ params, query }) => ({ id: params.id, count: query.count }));
}

const post = (mode: Mode, key: string = randomUUID(), body: unknown = { enrollmentId: 'e-1' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/test/write/${mode}`,
    payload: body as object,
    headers: { 'idempotency-key': key },
  });

async function expectNothingStored() {
  expect(await countRows(t.deps.db, 'participants')).toBe(0);
  expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(0);
}

beforeEach(async () => {
  t = await createTestApp();
  registerTestCalls(t);
});

afterEach(async () => {
  await t.close();
});

describe(`registerCall on ${databaseUnderTest}`, () => {
  it('answers 400 with every invalid field and its reason, storing nothing', async () => {
    const res = await postParticipant(
      t.app,
      participantBody({ journeyId: '07', sessionStartDateTime: 'yesterday', tenantKey: undefined, extra: 1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const problem = res.json();
    expect(problem).toMatchObject({ type: 'about:blank', title: 'Invalid request', status: 400 });
    const fields = problem.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.journeyId', 'body.sessionStartDateTime', 'body.tenantKey']),
    );
    for (const error of problem.errors) expect(error.reason).toEqual(expect.any(String));
    await expectNothingStored();
  });

  it('validates path params and query of a read call, which needs no key', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/test/read/abc?count=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'params.id', reason: 'Must be digits' },
      { field: 'query.count', reason: expect.any(String) },
    ]);
    const good = await t.app.inject({ method: 'GET', url: '/api/test/read/12?count=3' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ id: '12', count: 3 });
  });

  it('needs a key for a state-changing GET and never runs it for HEAD', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/touch' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/test/touch' })).statusCode).toBe(404);
    const key = randomUUID();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/touch',
      headers: { 'idempotency-key': key },
    });
    expect(res.json()).toEqual({ touched: true });
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(1);
  });

  it('rolls back a failing handler: nothing stored, no details leaked, the key stays free', async () => {
    const key = randomUUID();
    const failed = await post('throw', key);
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-type']).toContain('application/problem+json');
    expect(failed.json()).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'An unexpected error occurred.',
    });
    expect(failed.body).not.toMatch(/hunter2|secret|\.ts|at /);
    await expectNothingStored();
    const retried = await post('ok', key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows(t.deps.db, 'participants')).toBe(1);
  });

  it('renders a thrown HttpProblem and stores nothing for it', async () => {
    const key = randomUUID();
    const res = await post('problem', key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Enrolment closed',
      status: 409,
      detail: 'This enrolment is closed.',
    });
    await expectNothingStored();
  });

  it('treats a response that breaks the contract as a server error and rolls back', async () => {
    const res = await post('bad-response');
    expect(res.statusCode).toBe(500);
    await expectNothingStored();
  });

  it('refuses root-database writes inside the transaction (no escape, no deadlock)', async () => {
    const res = await post('root-db');
    expect(res.statusCode).toBe(500);
    await expectNothingStored();
  });

  it('answers 409 at once to a replay while the original is still running, instead of waiting', async () => {
    const entered = new Promise<void>((resolve) => {
      handlerEntered = resolve;
    });
    let release!: () => void;
    releaseHandler = new Promise<void>((resolve) => {
      release = resolve;
    });
    const key = randomUUID();
    const original = post('wait', key);
    await entered;
    const replay = await post('wait', key);
    expect(replay.statusCode).toBe(409);
    expect(replay.headers['retry-after']).toBe('1');
    release();
    expect((await original).statusCode).toBe(200);
    const after = await post('wait', key);
    expect(after.statusCode).toBe(200);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(t.deps.db, 'participants')).toBe(1);
  });

  it('sends and replays another 2xx status with its body', async () => {
    const key = randomUUID();
    const first = await post('created', key);
    expect(first.statusCode).toBe(201);
    const again = await post('created', key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await sql<{
      n: string;
    }>`select count(*) as n from idempotency_keys where response_status = 201`.execute(t.deps.db);
    expect(rows.rows[0]?.n).toBe('1');
  });
});
