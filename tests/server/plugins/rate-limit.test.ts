import { participantBody, postParticipant } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let now = 1_000_000;

beforeAll(async () => {
  t = await createTestApp({
    app: { rateLimit: { enabled: true, perDevicePerMinute: 3, perIpPerMinute: 5, clock: () => now } },
  });
});

afterAll(async () => {
  await t.close();
});

const call = (device: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/unknown', headers: { 'x-device-id': device }, remoteAddress: ip });

describe('API rate limit', () => {
  beforeEach(() => {
    now += 3_600_000; // every test starts with full buckets
  });

  it('stops one device after its budget with 429 problem+json and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await call('kiosk-1')).statusCode).toBe(404);
    const limited = await call('kiosk-1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.headers['retry-after']).toBe('20'); // 3 per minute: one token every 20 s
    expect(limited.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
    // Another kiosk behind the same IP is not affected.
    expect((await call('kiosk-2')).statusCode).toBe(404);
  });

  it('refills with time', async () => {
    for (let i = 0; i < 3; i++) await call('kiosk-1');
    expect((await call('kiosk-1')).statusCode).toBe(429);
    now += 19_999;
    expect((await call('kiosk-1')).statusCode).toBe(429);
    now += 1;
    expect((await call('kiosk-1')).statusCode).toBe(404);
  });

  it('caps all devices of one IP together, but not other IPs', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(`device-${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    // Rotating device ids cannot lift the per-IP ceiling: a fresh id is refused too, with Retry-After.
    const fresh = await call('device-never-seen');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.headers['retry-after']).toBe('12'); // 5 per minute: one token every 12 s
    expect((await call('device-0', '10.0.0.2')).statusCode).toBe(404);
  });

  it('does not charge a refused request', async () => {
    for (let i = 0; i < 3; i++) await call('kiosk-1');
    for (let i = 0; i < 5; i++) expect((await call('kiosk-1')).statusCode).toBe(429);
    // Had the refusals cost IP tokens, the other device would be limited now.
    expect((await call('kiosk-2')).statusCode).toBe(404);
    expect((await call('kiosk-3')).statusCode).toBe(404);
  });

  it('limits writes too, and never /healthz or non-API paths', async () => {
    for (let i = 0; i < 3; i++)
      await postParticipant(t.app, participantBody(), {
        headers: { 'x-device-id': 'w' },
        remoteAddress: '10.0.0.9',
      });
    const limited = await postParticipant(t.app, participantBody(), {
      headers: { 'x-device-id': 'w' },
      remoteAddress: '10.0.0.9',
    });
    expect(limited.statusCode).toBe(429);
    for (let i = 0; i < 10; i++) {
      const health = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.0.0.9' });
      expect(health.statusCode).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: '/assets/app.js', remoteAddress: '10.0.0.9' });
      expect(page.statusCode).toBe(404);
    }
  });
});
