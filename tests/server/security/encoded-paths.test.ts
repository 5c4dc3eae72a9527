import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { participantBody, postParticipant } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * The router matches a percent-encoded path as the path it encodes: every rule keyed on a path
 * (the rate limit, the screener's framing) must see the same path, or an encoded spelling of a
 * limited address slips past it while still reaching its handler.
 */

const INDEX = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const SCREENER = '<!doctype html><html lang="en"><body><p>screener</p></body></html>';
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

let dir: string;
let t: TestApp;
let now = 1_000_000;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'encoded-paths-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'screener.html'), SCREENER);
  t = await createTestApp({
    config: { staticDir: dir, firstPaint: false, frameAncestors: ["'self'", 'https://partner.example.org'] },
    app: { rateLimit: { enabled: true, perDevicePerMinute: 3, perIpPerMinute: 50, clock: () => now } },
  });
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  now += 3_600_000; // full buckets for every test
});

function frameAncestors(csp: unknown): string | undefined {
  const directive = String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '));
  return directive?.slice('frame-ancestors '.length);
}

describe('rules keyed on the path the router matched', () => {
  it.each(['/%50articipant/Add', '/Participant/%41dd', '/%50%61rticipant/Add'])(
    'rate-limits %s like /Participant/Add',
    async (url) => {
      const send = () =>
        t.app.inject({
          method: 'POST',
          url,
          payload: participantBody(),
          headers: { 'idempotency-key': randomUUID(), 'x-device-id': 'encoded' },
        });
      // Two plain calls and one encoded one share the device's budget of three.
      for (let i = 0; i < 2; i++) {
        const plain = await postParticipant(t.app, participantBody(), {
          headers: { 'x-device-id': 'encoded' },
        });
        expect(plain.statusCode).toBe(200);
      }
      expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    },
  );

  it('rate-limits /%61pi/contacts/EmailExists', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/%61pi/contacts/EmailExists',
        payload: { email: 'ana@example.org' },
        headers: { 'x-device-id': 'probe' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('rate-limits server-rendered page loads', async () => {
    const load = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: HTML } });
    for (const url of ['/migraine-study', '/', '/some/%70age']) {
      const res = await load(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    const limited = await load('/migraine-study');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Static files and the health check stay unlimited.
    expect((await t.app.inject({ method: 'GET', url: '/screener.html' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/healthz', headers: { accept: HTML } })).statusCode,
    ).toBe(200);
  });

  it.each(['/screener.html', '/%73creener.html', '/screener%2Ehtml', '/%73%63reener.html?lang=es'])(
    'lets only this site frame %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SCREENER);
      expect(frameAncestors(res.headers['content-security-policy'])).toBe("'self'");
    },
  );

  it('answers an encoded API address that matches nothing with problem+json, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/nothing-here', headers: { accept: HTML } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it.each(['/api/%zz', '/Participant/%E0%A4%A', '/%C0%AFscreener.html'])(
    'answers the malformed address %s with 400 problem+json that does not echo it',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 400 });
      expect(res.body).not.toContain('%');
      expect(frameAncestors(res.headers['content-security-policy'])).toBe(
        "'self' https://partner.example.org",
      );
    },
  );
});
