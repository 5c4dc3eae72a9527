import type { BrowserContext, Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import {
  auditDelivery,
  CLEAN_VERDICT,
  committedKeySet,
  readOutboxRows,
  waitForCommitted,
  waitForOutboxDelivered,
} from './support/delivery-audit';
import { openControlledHome, queueVisitsOffline, waitingRows } from './support/fault-steps';
import { createWriteFaults } from './support/write-faults';

/*
 * Fault injection, part 3: more than one context delivers the same outbox. Two tabs
 * drain at once when the network returns (the Web Lock lets one send, so no key is even sent
 * twice), and the service worker's background sync delivers with every page closed.
 */

const faults = createWriteFaults();
const session = setupE2eSession({ server: { onApp: (app) => faults.install(app) }, page: 'none' });
let context: BrowserContext;
let baseline: Set<string>;

jest.setTimeout(60000);

// Each test is a new device (its context closed after the test), whose pages share one outbox.
beforeEach(async () => {
  context = await session.newContext();
  faults.setLatency(0);
  baseline = await committedKeySet(session.server);
});

const newPage = (): Promise<Page> => context.newPage();

/** When background sync did not deliver: is the worker there, and is the sync still registered? */
async function describeWorker(): Promise<string> {
  const [worker] = context.serviceWorkers();
  if (!worker) return 'no service worker';
  const tags = await worker
    .evaluate(() =>
      (
        self as unknown as { registration: { sync: { getTags(): Promise<string[]> } } }
      ).registration.sync.getTags(),
    )
    .catch((error: unknown) => `unreadable (${String(error)})`);
  return `${worker.url()}, sync tags ${JSON.stringify(tags)}`;
}

describe('several contexts deliver one outbox', () => {
  it('two tabs drain at once: every write sent once, no 409, all delivered in order', async () => {
    const first = await newPage();
    await openControlledHome(first, session.server);
    const second = await newPage();
    await openControlledHome(second, session.server);
    await queueVisitsOffline(context, first, 2);
    await queueVisitsOffline(context, second, 1);
    const queued = await waitingRows(first);
    faults.setLatency(200); // each drain lasts long enough for the other tab to try too
    const statusesBefore = faults.statuses().length;
    await context.setOffline(false);

    const rows = await waitForOutboxDelivered(first);
    expect(await auditDelivery(session.server, rows, baseline)).toEqual(CLEAN_VERDICT);
    expect(queued.map((row) => ({ id: row.id, sends: faults.sends(row.id) }))).toEqual(
      queued.map((row) => ({ id: row.id, sends: 1 })),
    );
    expect(
      faults
        .statuses()
        .slice(statusesBefore)
        .filter((status) => status === 409),
    ).toEqual([]);
    expect((await readOutboxRows(second)).every((row) => row.state === 'delivered')).toBe(true);
  });

  it('background sync delivers with no page open', async () => {
    const page = await newPage();
    await openControlledHome(page, session.server);
    const queued = await queueVisitsOffline(context, page, 2);
    await page.close();
    expect(context.pages()).toHaveLength(0);
    expect(context.serviceWorkers().length).toBeGreaterThan(0);

    // Chromium fires the registered sync when the (emulated) network returns, in the worker.
    await context.setOffline(false);
    await waitForCommitted(
      session.server,
      queued.map((row) => row.id),
      30000,
    ).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; the worker: ${await describeWorker()}`, { cause: error });
    });
    expect(context.pages()).toHaveLength(0);

    // A page opened afterwards finds them delivered, each once, in order. The site's home queues
    // no write of its own (a study's home would record the visit, racing the audit below).
    const later = await newPage();
    await later.goto(session.server.baseUrl + '/');
    const rows = await waitForOutboxDelivered(later);
    expect(await auditDelivery(session.server, rows, baseline)).toEqual(CLEAN_VERDICT);
    expect(queued.map((row) => faults.sends(row.id))).toEqual(queued.map(() => 1));
  });
});
