import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'kysely';
import { runTrialImport } from '../../../src/server/trials/ctgov/run-trial-import';
import { MIN_REQUEST_INTERVAL_MS, retryAfterMs } from '../../../src/server/trials/ctgov/study-pages';
import { runTrialSyncOnce } from '../../../src/server/trials/ctgov/trial-sync-job';
import { claimTrialSync, TRIAL_SYNC_LEASE_MS } from '../../../src/server/trials/ctgov/trial-sync-schedule';
import { createTestApp, type TestApp } from '../support/test-app';

const FIXTURES = join(__dirname, '../../fixtures/ctgov');
const body = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

/** A stand-in for the registry's API on this machine: answers queued per request, then pages by token. */
function registry() {
  const requests: URL[] = [];
  const failures: Array<{ status: number; retryAfter?: string }> = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const failure = failures.shift();
    if (failure) {
      res.writeHead(failure.status, failure.retryAfter ? { 'retry-after': failure.retryAfter } : {});
      res.end('{"error":"busy"}');
      return;
    }
    const token = url.searchParams.get('pageToken');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(token === 'NF0g5JGBlPMuwQY' ? body('page-2.json') : body('page-1.json'));
  });
  return {
    requests,
    failures,
    start: () =>
      new Promise<string>((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}/api/v2/studies`);
        });
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Fake time: sleeping only moves the clock (and records how long was asked). */
function fakeTime(start = Date.parse('2026-11-29T10:00:00Z')) {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    clock: () => new Date(now),
    advance: (ms: number) => (now += ms),
    sleep: (ms: number) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
}

describe('importing from the ClinicalTrials.gov API', () => {
  let t: TestApp;
  const api = registry();
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    url = await api.start();
  });
  afterAll(async () => {
    await api.stop();
    await t.close();
  });
  beforeEach(() => {
    api.requests.length = 0;
  });

  it('pages with the page token, 1,000 studies a page, no faster than 50 requests a minute', async () => {
    const time = fakeTime();
    let report = '';
    const outcome = await runTrialImport(t.deps.db, `${url}?query.cond=migraine&pageSize=5000`, {
      stderr: { write: (text: string) => (report += text) },
      sleep: time.sleep,
      now: time.now,
    });
    expect(outcome).toMatchObject({ ok: true, summary: { read: 7, added: 3, unchanged: 1 } });
    expect(api.requests.map((r) => r.searchParams.get('pageToken'))).toEqual([null, 'NF0g5JGBlPMuwQY']);
    for (const request of api.requests) {
      expect(request.searchParams.get('pageSize')).toBe('1000');
      expect(request.searchParams.get('query.cond')).toBe('migraine');
    }
    expect(time.sleeps).toEqual([MIN_REQUEST_INTERVAL_MS]);
    expect(report).toContain('NCT05000006: minimum age (70) above maximum age (20)');
  });

  it('retries 429 after Retry-After and 5xx with a growing back-off', async () => {
    const time = fakeTime();
    api.failures.push({ status: 429, retryAfter: '7' }, { status: 503 }, { status: 502 });
    const outcome = await runTrialImport(t.deps.db, url, {
      stderr: { write: () => true },
      sleep: time.sleep,
      now: time.now,
    });
    expect(outcome).toMatchObject({ ok: true, summary: { read: 7, added: 0, unchanged: 4 } });
    expect(api.requests).toHaveLength(5);
    // Retry-After's 7 s; then 4 s and 8 s of back-off (2 s doubled per attempt); then page 2
    // waits out the rate's gap.
    expect(time.sleeps).toEqual([7000, 4000, 8000, MIN_REQUEST_INTERVAL_MS]);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(retryAfterMs('12', now)).toBe(12_000);
    expect(retryAfterMs('Sun, 29 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('gives up on a client error or after repeated failures, keeping the pages already written', async () => {
    const time = fakeTime();
    api.failures.push({ status: 404 });
    const outcome = await runTrialImport(t.deps.db, url, {
      stderr: { write: () => true },
      sleep: time.sleep,
      now: time.now,
    });
    expect(outcome).toMatchObject({ ok: false, error: expect.stringMatching(/404/) as unknown });
    expect(api.requests).toHaveLength(1);
  });

  it('syncs on a schedule: one server claims each due sync, the next is due an interval later', async () => {
    const time = fakeTime();
    const config = { url, intervalMs: 24 * 3_600_000 };
    const logs: string[] = [];
    const log = { info: (_: object, message: string) => logs.push(message), warn: () => undefined };
    const deps = { db: t.deps.db, clock: time.clock, config, log, sleep: time.sleep, now: time.now };
    const [first, second] = await Promise.all([runTrialSyncOnce(deps), runTrialSyncOnce(deps)]);
    expect([first, second].sort()).toEqual(['not-due', 'synced']);
    expect(logs[0]).toContain('unchanged: 4');
    expect(await runTrialSyncOnce(deps)).toBe('not-due');
    time.advance(config.intervalMs);
    expect(await runTrialSyncOnce(deps)).toBe('synced');
  });

  it('lets another server take a sync whose server died after the lease', async () => {
    const due = new Date('2030-01-01T00:00:00Z');
    await sql`update content_meta set value = ${due.toISOString()} where key = 'trial-sync-due'`.execute(
      t.deps.db,
    );
    expect(await claimTrialSync(t.deps.db, due)).toBe(true);
    expect(await claimTrialSync(t.deps.db, new Date(due.getTime() + TRIAL_SYNC_LEASE_MS - 1))).toBe(false);
    expect(await claimTrialSync(t.deps.db, new Date(due.getTime() + TRIAL_SYNC_LEASE_MS))).toBe(true);
  });
});
