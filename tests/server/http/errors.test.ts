import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { API_PREFIXES } from '../../../src/server/http/api-paths';
import { countRows, participantBody } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/crash', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'secret')");
  });
});

afterAll(async () => {
  await t.close();
});

function expectProblem(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json(; charset=utf-8)?$/);
  const body = res.json();
  expect(body).toMatchObject({ type: 'about:blank', status, title: expect.any(String) });
  expect(res.body).not.toMatch(/"stack"|\n\s+at |node_modules|\.ts:\d+/);
  return body;
}

const postJson = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/Participant/Add',
    payload,
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers },
  });

describe('error answers', () => {
  it.each(API_PREFIXES.map((prefix) => [prefix]))(
    '404s unknown routes under %s as problem+json',
    async (prefix) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${prefix}/NoSuchCall?x=1`,
        headers: { accept: 'text/html' },
      });
      expectProblem(res, 404);
    },
  );

  it('404s a known path with an unknown method', async () => {
    expectProblem(await t.app.inject({ method: 'DELETE', url: '/Participant/Add' }), 404);
  });

  it('answers 400 for malformed JSON without echoing it', async () => {
    const body = expectProblem(await postJson('{"tenantKey": "abc", oops}'), 400);
    expect(body.detail).toBe('The request body is not valid JSON.');
    expect(JSON.stringify(body)).not.toContain('oops');
  });

  it('answers 400 for an empty JSON body', async () => {
    expectProblem(await postJson(''), 400);
  });

  it('answers 413 for a body over 64 KiB and stores nothing', async () => {
    const huge = JSON.stringify(participantBody({ projectTherapeuticArea: 'x'.repeat(70 * 1024) }));
    const body = expectProblem(await postJson(huge), 413);
    expect(body.title).toBe('Payload Too Large');
    expect(await countRows(t.deps.db, 'participants')).toBe(0);
  });

  it('answers 415 for a body that is not JSON', async () => {
    expectProblem(
      await postJson('tenantKey=abc', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
    );
  });

  it.each(['utf-16', 'UTF-16LE', 'iso-8859-1'])(
    'answers 415 for JSON declared in %s, even on a route that reads no body',
    async (charset) => {
      for (const url of ['/api/staff/sign-out', '/Participant/Add']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: 'null',
          headers: {
            'content-type': `application/json; charset=${charset}`,
            'idempotency-key': randomUUID(),
          },
        });
        expect(expectProblem(res, 415).errors).toEqual([
          { field: 'header.Content-Type', reason: 'JSON must be sent as UTF-8' },
        ]);
      }
    },
  );

  it('accepts JSON declared as UTF-8', async () => {
    const res = await postJson(JSON.stringify(participantBody()), {
      'content-type': 'application/json; charset=UTF-8',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 500 without the error message or a stack trace', async () => {
    const body = expectProblem(await t.app.inject({ method: 'GET', url: '/api/test/crash' }), 500);
    expect(body).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'An unexpected error occurred.',
    });
  });

  it('tags every answer with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
