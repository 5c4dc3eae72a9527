import type { Page } from 'playwright-core';
import { committedWriteKeys, setupE2eSession } from './support/e2e-session';
import type { TestServer } from './support/test-server';
import { readOutbox, waitUntil } from './support/outbox-probe';
import { reloadUnderServiceWorker } from './support/service-worker-control';

const session = setupE2eSession();
let server: TestServer;
let page: Page;

const HEADING = 'Estudio de control del asma';

const writeKeys = () => committedWriteKeys(server, '/Participant/Add');

beforeAll(async () => {
  ({ server, page } = session);
});

describe('the server goes down while the browser stays online', () => {
  it('serves the Spanish study page from the service worker and queues the write', async () => {
    await page.goto(`${server.baseUrl}/es/asthma-study`);
    await waitUntil(async () => (await writeKeys()).length === 1, 15000, 'the first visit record');
    await reloadUnderServiceWorker(page);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: HEADING }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await waitUntil(async () => (await writeKeys()).length === 2, 15000, 'the second visit record');

    await server.stop();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: HEADING }).waitFor();
    await page.getByText(/pendientes? de envío/).waitFor();
  });

  it('delivers the queued write once the server is back, without a second copy', async () => {
    const [queued] = (await readOutbox(page)).filter(
      (entry) => entry.callName === 'Participant/Add' && entry.state !== 'delivered',
    );
    expect(queued).toBeDefined();
    await server.start();
    await waitUntil(async () => (await writeKeys()).includes(queued!.id), 30000, 'the queued write');
    await page.getByText(/pendientes? de envío/).waitFor({ state: 'detached' });
    const keys = await writeKeys();
    expect(keys).toHaveLength(3);
    const participants = await server.deps.db.selectFrom('participants').selectAll().execute();
    expect(participants).toHaveLength(1);
    expect(participants[0]!.journey_id).toBe('02');
  });
});
