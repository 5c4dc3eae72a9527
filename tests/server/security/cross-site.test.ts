import type { LightMyRequestResponse } from 'fastify';
import { countRows, participantBody, postParticipant } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Cross-site request forgery: a state-changing call a browser sends on behalf of another site
 * is refused before anything is parsed or stored. The app's own pages (same origin), its service
 * worker's background sync (same origin) and server-to-server callers (no Origin, no
 * Sec-Fetch-Site) still work.
 */

const PUBLIC = 'https://trials.example.org';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { publicBaseUrl: PUBLIC }, app: { rateLimit: { enabled: false } } });
});

afterAll(async () => {
  await t.close();
});

const post = (headers: Record<string, string>) =>
  postParticipant(t.app, participantBody(), { headers: { host: 'app.internal:8080', ...headers } });

async function stored() {
  return {
    participants: await countRows(t.deps.db, 'participants'),
    keys: await countRows(t.deps.db, 'idempotency_keys'),
  };
}

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(403);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json()).toEqual({
    type: 'about:blank',
    title: 'Forbidden',
    status: 403,
    detail: 'Cross-site requests are not allowed.',
  });
}

describe('cross-site request protection', () => {
  it.each([
    ['a cross-site Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    [
      'a same-site (other subdomain) fetch',
      { 'sec-fetch-site': 'same-site', origin: 'https://x.example.org' },
    ],
    ['a foreign Origin from an older browser', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['a foreign Origin on the same host name but another port', { origin: 'http://app.internal:9999' }],
  ])('refuses %s with 403 problem+json and stores nothing', async (_label, headers) => {
    const before = await stored();
    expectRefused(await post(headers));
    expect(await stored()).toEqual(before);
  });

  it('refuses the other state-changing methods and calls too', async () => {
    const before = await stored();
    for (const url of ['/api/contacts/SignOut', '/Send/Unsubscribe', '/api/unknown']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        payload: '{}',
      });
      expectRefused(res);
    }
    expect(await stored()).toEqual(before);
  });

  it.each([
    [
      'the same origin (the app page)',
      { 'sec-fetch-site': 'same-origin', origin: 'http://app.internal:8080' },
    ],
    ['the service worker background sync (same origin)', { 'sec-fetch-site': 'same-origin' }],
    ['the configured public origin behind a proxy', { 'sec-fetch-site': 'same-site', origin: PUBLIC }],
    ['an older browser whose Origin matches the Host', { origin: 'http://app.internal:8080' }],
    ['a server-to-server call without Origin', {}],
  ])('accepts %s', async (_label, headers) => {
    const before = await stored();
    const res = await post(headers);
    expect(res.statusCode).toBe(200);
    expect((await stored()).participants).toBe(before.participants + 1);
  });

  it('never refuses safe methods, whatever their origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
