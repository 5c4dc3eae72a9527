import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newMobileContext } from './support/browser';
import {
  auditDelivery,
  CLEAN_VERDICT,
  committedKeySet,
  waitForOutboxDelivered,
  type OutboxRow,
} from './support/delivery-audit';
import { openControlledHome, queueVisitsOffline } from './support/fault-steps';
import { waitUntil } from './support/outbox-probe';
import { startTestServer, type TestServer } from './support/test-server';
import { createWriteFaults } from './support/write-faults';
import { E2E_STEP_TIMEOUT_MS } from './support/e2e-timeouts';

/*
 * Fault injection, part 2: faults in the middle of a drain. Each test queues a device's
 * visits offline, brings the network back and breaks the delivery: the server answers 503 to
 * the first writes, the server stops after the first commit and starts again, the page reloads
 * after the first commit. Whatever happened, each write arrives exactly once, in creation order.
 */

const faults = createWriteFaults();
let server: TestServer;
let context: BrowserContext;
let page: Page;
let browser: Browser;
let baseline: Set<string>;

jest.setTimeout(60000);

beforeAll(async () => {
  server = await startTestServer({}, { onApp: (app) => faults.install(app) });
  browser = await launchBrowser();
});

// Each test is a new device, so its outbox holds only its own writes.
beforeEach(async () => {
  context = await newMobileContext(browser);
  page = await context.newPage();
  page.setDefaultTimeout(E2E_STEP_TIMEOUT_MS);
  faults.fail503(0);
  faults.setLatency(0);
  baseline = await committedKeySet(server);
  await openControlledHome(page, server);
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function expectEachOnceInOrder(queued: OutboxRow[]) {
  const rows = await waitForOutboxDelivered(page);
  expect(await auditDelivery(server, rows, baseline)).toEqual(CLEAN_VERDICT);
  const delivered = new Set(rows.filter((row) => row.state === 'delivered').map((row) => row.id));
  expect(queued.filter((row) => !delivered.has(row.id))).toEqual([]);
}

/** Resolves once the first of `queued` is committed, and says how many were committed by then. */
async function firstCommitOf(queued: OutboxRow[]): Promise<number> {
  let committed = 0;
  await waitUntil(
    async () => {
      const keys = await committedKeySet(server);
      committed = queued.filter((row) => keys.has(row.id)).length;
      return committed > 0;
    },
    15000,
    'the first queued write committed',
  );
  return committed;
}

describe('faults in the middle of a drain', () => {
  it('the server answers 503 to the first deliveries: each write arrives once after the back-off', async () => {
    const queued = await queueVisitsOffline(context, page, 2);
    faults.fail503(3);
    await context.setOffline(false);
    await expectEachOnceInOrder(queued);
    expect(faults.pending503()).toBe(0);
    expect(faults.statuses().filter((status) => status === 503)).toHaveLength(3);
    // The refused head of the queue was sent again (same key) and took effect once.
    expect(queued.some((row) => faults.sends(row.id) > 1)).toBe(true);
  });

  it('the server stops after the first commit and starts again: the rest arrives, nothing twice', async () => {
    const queued = await queueVisitsOffline(context, page, 3);
    faults.setLatency(400); // a slow server, so the drain is still running when it stops
    await context.setOffline(false);
    expect(await firstCommitOf(queued)).toBeLessThan(queued.length);
    await server.stop();
    await server.start();
    faults.setLatency(0);
    await expectEachOnceInOrder(queued);
  });

  it('the page reloads after the first commit: the drain resumes, the entry left sending is not doubled', async () => {
    const queued = await queueVisitsOffline(context, page, 3);
    faults.setLatency(400);
    await context.setOffline(false);
    expect(await firstCommitOf(queued)).toBeLessThan(queued.length);
    await page.reload();
    faults.setLatency(0);
    await expectEachOnceInOrder(queued);
  });
});
