import type { BrowserContext, Page } from 'playwright-core';
import { readOutboxRows, waitForOutboxDelivered, type OutboxRow } from './delivery-audit';
import { waitUntil } from './outbox-probe';
import type { TestServer } from './test-server';
import { reloadUnderServiceWorker } from './service-worker-control';

/** Steps the drain fault tests share: a device with the app installed, and writes queued offline. */

export const STUDY_HOME = '/migraine-study';

/** The study home, under the service worker (so it opens offline), with its first writes delivered. */
export async function openControlledHome(page: Page, server: TestServer): Promise<void> {
  await page.goto(server.baseUrl + STUDY_HOME);
  await reloadUnderServiceWorker(page);
  await waitForOutboxDelivered(page);
}

export const waitingRows = async (page: Page): Promise<OutboxRow[]> =>
  (await readOutboxRows(page)).filter((row) => row.state !== 'delivered');

/**
 * Cuts the network and revisits the study home `visits` times: each visit queues its records
 * (Participant/Add, the visit details) in the enrolment's group. Returns the waiting entries.
 * The network stays cut: the test decides how it comes back.
 */
export async function queueVisitsOffline(
  context: BrowserContext,
  page: Page,
  visits: number,
): Promise<OutboxRow[]> {
  await context.setOffline(true);
  for (let visit = 1; visit <= visits; visit += 1) {
    const before = (await waitingRows(page)).length;
    await page.reload();
    await waitUntil(
      async () => (await waitingRows(page)).length >= before + 2,
      15000,
      `visit ${visit} queued`,
    );
  }
  return waitingRows(page);
}
