import type { BrowserContext, Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import {
  CLEAN_VERDICT,
  committedKeySet,
  readSettledDelivery,
  type OutboxRow,
} from './support/delivery-audit';
import { openControlledHome, queueVisitsOffline } from './support/fault-steps';
import { waitUntil } from './support/outbox-probe';
import { createWriteFaults } from './support/write-faults';

/*
 * Fault injection, part 2: faults in the middle of a drain. Each test queues a device's
 * visits offline, brings the network back and breaks the delivery: the server answers 503 to
 * the first writes, the server stops after the first commit and starts again, the page reloads
 * after the first commit. Whatever happened, each write arrives exactly once, in creation order.
 */

const faults = createWriteFaults();
// Each test is a new device, so its outbox holds only its own writes.
const session = setupE2eSession({ server: { onApp: (app) => faults.install(app) }, page: 'test' });
let context: BrowserContext;
let page: Page;
let baseline: Set<string>;

jest.setTimeout(60000);

beforeEach(async () => {
  ({ context, page } = session);
  faults.fail503(0);
  faults.setLatency(0);
  baseline = await committedKeySet(session.server);
  await openControlledHome(page, session.server);
});

async function expectEachOnceInOrder(queued: OutboxRow[]) {
  const { rows, verdict } = await readSettledDelivery(page, session.server, baseline);
  expect(verdict).toEqual(CLEAN_VERDICT);
  const delivered = new Set(rows.filter((row) => row.state === 'delivered').map((row) => row.id));
  expect(queued.filter((row) => !delivered.has(row.id))).toEqual([]);
}

/** Resolves once the first of `queued` is committed, and says how many were committed by then. */
async function firstCommitOf(queued: OutboxRow[]): Promise<number> {
  let committed = 0;
  await waitUntil(
    async () => {
      const keys = await committedKeySet(session.server);
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
    await session.server.stop();
    await session.server.start();
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
