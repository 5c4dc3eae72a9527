import { randomUUID } from 'node:crypto';
import type { CallContract } from '../../../src/shared/contracts/define-call';
import { publishDemoContent, demoSupportForm } from '../../support/demo-content';
import { problemSchema } from '../../../src/shared/contracts/problem';
import { createTestApp, type TestApp } from '../support/test-app';
import { collectRoutes, countAllRows, loadContracts, type RegisteredRoute } from './support/route-catalogue';

/** The demo pack's support forms. */
const SUPPORT_TECHNICAL_FORM_ID = demoSupportForm('technical').formId;
const SUPPORT_TECHNICAL_PATH = demoSupportForm('technical').path;

/*
 * Text the database cannot store (U+0000, an unpaired surrogate) is refused by every call with a
 * 400 naming the field, before anything is stored, on PGlite and PostgreSQL alike. The routes
 * come from the app itself (an onRoute hook) and the fields from each route's contract, so a call
 * added tomorrow is covered without editing this file.
 */

const BAD_TEXTS = { nul: 'Ana\u0000Díaz', loneSurrogate: 'Ana \ud800 Díaz' } as const;

let t: TestApp;
let routes: RegisteredRoute[];
let contracts: Map<string, CallContract>;

beforeAll(async () => {
  contracts = await loadContracts();
  const collected = await collectRoutes(() =>
    createTestApp({ app: { rateLimit: { enabled: false }, logger: false } }),
  );
  t = collected.built;
  await publishDemoContent(t.deps.db);
  await t.app.ready();
  routes = collected.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function shapeOf(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } })._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Every contract the app serves, with the route it is served on. */
function servedContracts(): CallContract[] {
  const served = new Set(routes.map((r) => `${r.method} ${r.url}`));
  return [...contracts.values()].filter((c) => served.has(`${c.method} ${c.path}`));
}

function fillPath(path: string, value: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(value));
}

async function send(contract: CallContract, where: 'body' | 'query', field: string, text: string) {
  const url = fillPath(contract.path, 'x');
  if (where === 'query') {
    const qs = new URLSearchParams({ [field]: text.replace(/[\ud800-\udfff]/g, '') + '\u0000' });
    return t.app.inject({
      method: contract.method,
      url: `${url}?${qs.toString()}`,
      headers: contract.changesState ? { 'idempotency-key': randomUUID() } : {},
    });
  }
  return t.app.inject({
    method: contract.method,
    url,
    headers: { 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    payload: JSON.stringify({ [field]: text }),
  });
}

function fieldErrors(body: string): Array<{ field: string; reason: string }> {
  return problemSchema.parse(JSON.parse(body)).errors ?? [];
}

describe('text the database cannot store', () => {
  it('is refused with a 400 naming the field, in every body field of every write', async () => {
    const writes = servedContracts().filter((c) => c.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    const before = await countAllRows(t.deps.db);
    const unnamed: string[] = [];
    for (const contract of writes) {
      for (const field of shapeOf(contract.body)) {
        for (const [kind, text] of Object.entries(BAD_TEXTS)) {
          const res = await send(contract, 'body', field, text);
          const label = `${contract.name} body.${field} (${kind})`;
          expect(`${label}: ${res.statusCode}`).toBe(`${label}: 400`);
          expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
          const named = fieldErrors(res.body).some(
            (e) => e.field === `body.${field}` && /cannot be stored/.test(e.reason),
          );
          if (!named) unnamed.push(label);
        }
      }
    }
    expect(unnamed).toEqual([]);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  }, 120_000);

  it('is refused with a 400 naming the field, in every query field of every call', async () => {
    const unnamed: string[] = [];
    let checked = 0;
    for (const contract of servedContracts()) {
      for (const field of shapeOf(contract.query)) {
        const res = await send(contract, 'query', field, BAD_TEXTS.nul);
        checked += 1;
        const label = `${contract.name} query.${field}`;
        expect(`${label}: ${res.statusCode}`).toBe(`${label}: 400`);
        const named = fieldErrors(res.body).some((e) => e.field === `query.${field}`);
        if (!named) unnamed.push(label);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(unnamed).toEqual([]);
  }, 60_000);

  it('is refused inside free-form maps too, keys included, with the full path of the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        name: 'page-viewed',
        occurredAt: '2026-01-01T00:00:00Z',
        data: { ['step\u0000']: 1, label: BAD_TEXTS.loneSurrogate, fine: 'yes' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body).map((e) => e.field)).toEqual(['body.data.step\u0000', 'body.data.label']);
  });

  it('refuses an otherwise valid support request whose message holds a NUL, and stores nothing', async () => {
    const before = await countAllRows(t.deps.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/Send/EmailSupport',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        pagePath: SUPPORT_TECHNICAL_PATH,
        language: 'en',
        formId: SUPPORT_TECHNICAL_FORM_ID,
        name: BAD_TEXTS.loneSurrogate,
        email: 'ana@example.com',
        issue: 'A form does not work',
        message: `It stops here:${BAD_TEXTS.nul}`,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body).map((e) => e.field)).toEqual(['body.name', 'body.message']);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });
});
