import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as z from 'zod/mini';
import { defineCall } from '../../../src/shared/contracts/define-call';
import { chosenEncoding } from '../../../src/server/http/encoded-answer';
import { keptAnswer } from '../../../src/server/http/kept-answer';
import { registerCall } from '../../../src/server/http/register-call';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * A kept answer (returned again, unchanged, to later requests) is checked against its contract
 * once and, from its second sending on, sent as bytes encoded once: the same JSON, in the
 * encoding the request accepts. Any other answer is checked and encoded at every request.
 */

let checks = 0;
const answerSchema = z.object({ items: z.array(z.object({ n: z.number(), text: z.string() })) }).check(
  z.refine(() => {
    checks += 1;
    return true;
  }),
);
const keptCall = defineCall({
  name: 'test/kept',
  method: 'GET',
  path: '/api/test/kept',
  response: answerSchema,
});
const freshCall = defineCall({
  name: 'test/fresh',
  method: 'GET',
  path: '/api/test/fresh',
  response: answerSchema,
});

/** Large enough to be compressed (over 1 KiB). */
const items = Array.from({ length: 40 }, (_, n) => ({ n, text: `trial number ${String(n)} of the list` }));
const kept = keptAnswer({ items });
/** Returned again but changed between requests: never taken for checked. */
const changing = { items: items.slice(0, 30) };

let t: TestApp;
async function startApp() {
  checks = 0;
  t = await createTestApp();
  registerCall(t.app, t.deps, keptCall, async () => kept);
  registerCall(t.app, t.deps, freshCall, async () => changing);
}

const ask = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

function decoded(res: Awaited<ReturnType<typeof ask>>): unknown {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text = (
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
  ).toString();
  return JSON.parse(text);
}

describe('a kept answer', () => {
  beforeEach(startApp);
  afterEach(() => t.close());

  it('is checked once, and sent again as the same JSON in the encoding each request accepts', async () => {
    const first = await ask('/api/test/kept', 'br, gzip');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    for (const [accepts, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      [undefined, undefined],
      ['br;q=0, identity', undefined],
    ] as const) {
      const again = await ask('/api/test/kept', accepts);
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-encoding']).toBe(encoding);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers.vary).toContain('accept-encoding');
      expect(decoded(again)).toEqual(decoded(first));
    }
    expect(decoded(first)).toEqual({ items });
    expect(checks).toBe(1);
  });

  it('keeps the route’s own headers (the security headers)', async () => {
    await ask('/api/test/kept', 'br');
    const again = await ask('/api/test/kept', 'br');
    const fresh = await ask('/api/test/fresh', 'br');
    const names = (res: typeof again) =>
      Object.keys(res.headers)
        .filter((name) => !['date', 'content-length', 'content-encoding'].includes(name))
        .sort();
    expect(names(again)).toEqual(names(fresh));
  });
});

describe('an answer not marked kept', () => {
  beforeEach(startApp);
  afterEach(() => t.close());

  it('is checked at every request and sends what it holds now', async () => {
    expect(decoded(await ask('/api/test/fresh', 'br'))).toEqual({ items: items.slice(0, 30) });
    changing.items = items.slice(0, 2);
    expect(decoded(await ask('/api/test/fresh', 'br'))).toEqual({ items: items.slice(0, 2) });
    expect(checks).toBe(2);
  });
});

describe('the encoding an Accept-Encoding header takes', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['BR, GZIP', 'br'],
    ['gzip, br', 'br'],
    ['gzip;q=0.8, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['br;q=abc, gzip', 'gzip'],
  ])('%s → %s', (header, encoding) => {
    expect(chosenEncoding(header)).toBe(encoding);
  });
});
