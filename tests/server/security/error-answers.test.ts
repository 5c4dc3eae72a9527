import type { LightMyRequestResponse } from 'fastify';
import { participantBody, postParticipant, countRows } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * A failing dependency inside a real route (not a test-only crash route, see
 * http/errors.test.ts) must answer a bare 500 problem: no stack, no message of the error, no
 * file path; and the transaction it failed in stores nothing.
 */

const INTERNAL = 'connect ECONNREFUSED 10.1.2.3:5432 at /srv/app/src/server/db/secret.ts:12';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    app: { rateLimit: { enabled: false } },
    deps: {
      now: () => {
        throw new Error(INTERNAL);
      },
    },
  });
});

afterAll(async () => {
  await t.close();
});

function expectBare500(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(500);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json()).toEqual({
    type: 'about:blank',
    title: 'Internal Server Error',
    status: 500,
    detail: 'An unexpected error occurred.',
  });
  expect(res.body).not.toMatch(/ECONNREFUSED|secret|\/srv\/|\.ts:\d+|\n\s+at /);
}

describe('error answers of real routes with a failing dependency', () => {
  it('answers a write with a bare 500 and stores nothing', async () => {
    expectBare500(await postParticipant(t.app, participantBody()));
    expect(await countRows(t.deps.db, 'participants')).toBe(0);
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(0);
  });
});
