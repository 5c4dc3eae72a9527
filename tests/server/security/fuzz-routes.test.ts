import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { CallContract } from '../../../src/shared/contracts/define-call';
import { DEFAULT_BODY_LIMIT } from '../../../src/server/app';
import { publishDemoContent, demoContent } from '../../support/demo-content';
import { ensureTrialIndex } from '../../../src/server/trials/ensure-trial-index';
import { isApiPath } from '../../../src/server/http/api-paths';
import { createTestApp, type TestApp } from '../support/test-app';
import { collectRoutes, countAllRows, loadContracts, type RegisteredRoute } from './support/route-catalogue';

/*
 * Fuzzes every route the app registers (collected by an onRoute hook, so new routes are covered
 * without editing this file) with malformed bodies and query strings. Each answer must be below
 * 500; every 4xx is problem+json without a stack trace; and no table gains or loses a row.
 * Inputs that happen to satisfy the route's contract are discarded (fc.pre): they are not
 * malformed, and a valid write legitimately stores something.
 */

const BODY_RUNS_TOTAL = 10_000;
const QUERY_RUNS_PER_ROUTE = 150;

let t: TestApp;
let routes: RegisteredRoute[];
let contracts: Map<string, CallContract>;
let sent = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  contracts = await loadContracts();
  const collected = await collectRoutes(() =>
    createTestApp({ app: { rateLimit: { enabled: false }, logger: false } }),
  );
  t = collected.built;
  // As server.ts does at start: with the demo content and trials, reads reach their real queries.
  await publishDemoContent(t.deps.db);
  await ensureTrialIndex(t.deps.db, demoContent(), { count: 200 });
  await t.app.ready();
  routes = collected.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

// ---- arbitraries -------------------------------------------------------------------------

const POLLUTION = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"__proto__":{"isAdmin":true},"tenantKey":"x"}',
  '[{"__proto__":{"x":1}}]',
];

const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }), // lone surrogates included
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'null', 'undefined', 'NaN', '💥'.repeat(50), "' or 1=1 --"),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

const scalar = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
);

const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 5 }),
  object: fc.dictionary(weirdString, tie('node'), { maxKeys: 5 }),
})).node;

function fieldNames(contract: CallContract | undefined): string[] {
  const shape = (contract?.body as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod
    ?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** The contract's own fields with wrong-typed, missing or extra values: the likeliest near misses. */
function nearMiss(fields: string[]) {
  if (fields.length === 0) return fc.dictionary(weirdString, value, { maxKeys: 4 });
  return fc.dictionary(fc.constantFrom(...fields, '__extra', 'constructor', 'toString'), value, {
    maxKeys: fields.length + 1,
  });
}

function nested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

interface Payload {
  contentType?: string;
  payload: string;
}

function payloads(fields: string[]): fc.Arbitrary<Payload> {
  const json = (body: fc.Arbitrary<unknown>) =>
    body.map((b): Payload => ({ contentType: 'application/json', payload: JSON.stringify(b) ?? 'null' }));
  return fc.oneof(
    { weight: 4, arbitrary: json(nearMiss(fields)) },
    { weight: 2, arbitrary: json(value) },
    { weight: 1, arbitrary: json(fc.array(nearMiss(fields), { maxLength: 3 })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...POLLUTION)
        .map((p): Payload => ({ contentType: 'application/json', payload: p })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 100, max: 3_000 })
        .map((d): Payload => ({ contentType: 'application/json', payload: nested(d) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,]', "{'a':1}", 'true false', '\ufeff{}', '{"a":1}}', 'NaN', '')
        .map((p): Payload => ({ contentType: 'application/json', payload: p })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=xyz',
          'application/xml',
          'application/json; charset=utf-16',
          'application/jsonx',
          'image/png',
        ),
        payload: fc.oneof(weirdString, fc.constant('{"a":1}'), fc.constant('a=1&b=2')),
      }),
    },
    {
      weight: 1,
      // Over the body limit: must be refused with 413 before anything is parsed.
      arbitrary: fc
        .integer({ min: DEFAULT_BODY_LIMIT + 1, max: DEFAULT_BODY_LIMIT * 3 })
        .map((n): Payload => ({ contentType: 'application/json', payload: `{"a":"${'y'.repeat(n)}"}` })),
    },
  );
}

const paramValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('guest-1', '%00', '..'),
);

/** Lone surrogates cannot be URI-encoded: send them as raw, invalid percent escapes instead. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[^A-Za-z0-9]/g, '%ED%A0%80');
  }
}

const queryString = fc.oneof(
  fc
    .array(fc.tuple(weirdString, weirdString), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
  fc.constantFrom(
    '__proto__[polluted]=1',
    'constructor[prototype][x]=1',
    'a=1&a=2&a=3',
    'uToken=&uToken=x',
    '%E0%A4%A',
    '%',
    '&&&=&==',
    'language=xx&path=' + 'a'.repeat(5_000),
  ),
);

// ---- helpers ------------------------------------------------------------------------------

function fillParams(url: string, values: string[]): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  let i = 0;
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const v = values[i++ % Math.max(values.length, 1)] ?? 'x';
    params[name] = v;
    return encodeURIComponent(v);
  });
  return { path, params };
}

function parsedQuery(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(query)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

function parseJson(text: string): { ok: boolean; value?: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Whether the server would accept this input: then it is not a malformed request. */
function satisfiesContract(
  contract: CallContract | undefined,
  params: Record<string, string>,
  query: Record<string, unknown>,
  body: Payload | undefined,
): boolean {
  if (!contract) return false;
  let parsedBody: unknown = undefined;
  if (body && body.payload !== '') {
    if (body.contentType !== 'application/json' || body.payload.length > DEFAULT_BODY_LIMIT) return false;
    // The server's JSON parser ignores a leading byte-order mark, as JSON parsers may.
    const parsed = parseJson(body.payload.replace(/^\uFEFF/, ''));
    if (!parsed.ok) return false;
    parsedBody = parsed.value;
  }
  return (
    contract.params.safeParse(params).success &&
    contract.query.safeParse(query).success &&
    contract.body.safeParse(parsedBody ?? {}).success
  );
}

function expectSafeAnswer(res: LightMyRequestResponse, label: string, path: string): void {
  if (res.statusCode >= 500)
    throw new Error(`${label} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  expect(res.body).not.toMatch(/"stack"|\n\s+at |node_modules|\.ts:\d+/);
  // Pages outside the API (the life-link sandbox) answer their 404 as an HTML page for people.
  if (res.statusCode >= 400 && isApiPath(path)) {
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: res.statusCode, title: expect.any(String) });
  }
}

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

// ---- tests --------------------------------------------------------------------------------

describe('fuzzing every registered route', () => {
  it('collects the real route list, and every contract route is registered', () => {
    const registered = new Set(routes.map(key));
    const missing = [...contracts.keys()].filter((k) => !registered.has(k));
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(contracts.size);
  });

  it(`sends ${BODY_RUNS_TOTAL} malformed bodies across the state-changing routes: no 5xx, nothing stored`, async () => {
    // A GET's body is never read; the one state-changing GET is fuzzed through its query below.
    const writes = routes.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    const perRoute = Math.ceil(BODY_RUNS_TOTAL / writes.length);
    const before = await countAllRows(t.deps.db);
    for (const route of writes) {
      const contract = contracts.get(key(route));
      await fc.assert(
        fc.asyncProperty(
          payloads(fieldNames(contract)),
          fc.array(paramValue, { minLength: 1, maxLength: 2 }),
          async (body, values) => {
            const { path, params } = fillParams(route.url, values);
            fc.pre(!satisfiesContract(contract, params, {}, body));
            sent++;
            const res = await t.app.inject({
              method: route.method as 'POST',
              url: path,
              payload: body.payload,
              headers: {
                'idempotency-key': randomUUID(),
                ...(body.contentType ? { 'content-type': body.contentType } : {}),
              },
            });
            const label = `${key(route)} with`;
            expectSafeAnswer(
              res,
              `${key(route)} with ${body.contentType} ${body.payload.slice(0, 120)}`,
              path,
            );
            expect(res.statusCode).toBeGreaterThanOrEqual(400);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (body.payload.length > DEFAULT_BODY_LIMIT)
              expect(`${label} ${res.statusCode}`).toBe(`${label} 413`);
          },
        ),
        { numRuns: perRoute, maxSkipsPerRun: 100 },
      );
    }
    // One comparison per run of the whole suite keeps it fast; each answer was a 4xx anyway.
    expect(await countAllRows(t.deps.db)).toEqual(before);
    expect(sent).toBeGreaterThanOrEqual(BODY_RUNS_TOTAL);
    // The generators reach each refusal: validation, size limit and media type.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 413, 415]));
  }, 180_000);

  it('sends malformed query strings to every GET route: no 5xx, and nothing stored', async () => {
    const reads = routes.filter((r) => r.method === 'GET');
    // A first call may warm a cache table (content seed, trial index): count after it.
    for (const route of reads) await t.app.inject({ method: 'GET', url: fillParams(route.url, ['x']).path });
    const before = await countAllRows(t.deps.db);
    for (const route of reads) {
      const contract = contracts.get(key(route));
      await fc.assert(
        fc.asyncProperty(queryString, paramValue, async (query, param) => {
          const { path, params } = fillParams(route.url, [param]);
          if (contract?.changesState)
            fc.pre(!satisfiesContract(contract, params, parsedQuery(query), undefined));
          const res = await t.app.inject({
            method: 'GET',
            url: `${path}?${query}`,
            headers: contract?.changesState ? { 'idempotency-key': randomUUID() } : {},
          });
          expectSafeAnswer(res, `GET ${path}?${query.slice(0, 120)}`, path);
          if (contract?.changesState) expect(res.statusCode).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: QUERY_RUNS_PER_ROUTE },
      );
    }
    expect(await countAllRows(t.deps.db)).toEqual(before);
  }, 120_000);

  it('leaves no polluted prototype behind', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
