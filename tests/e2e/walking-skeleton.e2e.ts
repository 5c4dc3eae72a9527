import type { BrowserContext, Page } from 'playwright-core';
import { committedWriteKeys, setupE2eSession } from './support/e2e-session';
import type { TestServer } from './support/test-server';
import { readOutbox, waitUntil } from './support/outbox-probe';

const session = setupE2eSession();
let server: TestServer;
let context: BrowserContext;
let page: Page;

const STUDY_PATH = '/migraine-study';
const HEADING = 'The Migraine Prevention Study';

const participantWrites = () => committedWriteKeys(server, '/Participant/Add');

async function queuedParticipantWrites() {
  const entries = await readOutbox(page);
  return entries.filter((entry) => entry.callName === 'Participant/Add' && entry.state !== 'delivered');
}

async function participantCount(): Promise<number> {
  const rows = await server.deps.db.selectFrom('participants').select('enrollment_id').execute();
  return rows.length;
}

beforeAll(async () => {
  ({ server, context, page } = session);
});

describe('walking skeleton: a study home page, offline, and one write delivered exactly once', () => {
  it('renders the study home page from content and records the visit', async () => {
    await page.goto(server.baseUrl + STUDY_PATH);
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor();
    await waitUntil(
      async () => (await participantWrites()).length === 1,
      15000,
      'the first participant record',
    );
    expect(await participantCount()).toBe(1);
  });

  it('is controlled by the service worker after a reload', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await waitUntil(async () => (await participantWrites()).length === 2, 15000, 'the second visit record');
    await page.waitForLoadState('networkidle');
  });

  it('still shows the page offline after a reload, and keeps the offline write on the device', async () => {
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor();
    // The visit also queues the global settings: the participant record is one of the waiting writes.
    await page.getByText(/waiting to be sent/).waitFor();
    await waitUntil(
      async () => (await queuedParticipantWrites()).length === 1,
      10000,
      'the queued visit record',
    );
    expect(await participantWrites()).toHaveLength(2);
  });

  it('delivers the offline write exactly once when the network returns', async () => {
    const [offlineEntry] = await queuedParticipantWrites();
    await context.setOffline(false);
    await waitUntil(
      async () => (await participantWrites()).length === 3,
      20000,
      'the offline write to arrive',
    );
    await page.getByText(/waiting to be sent/).waitFor({ state: 'detached' });
    // Give background sync, the online event and the timer every chance to deliver it again.
    await page.waitForTimeout(2500);
    const keys = await participantWrites();
    expect(keys).toHaveLength(3);
    expect(keys.filter((key) => key === offlineEntry!.id)).toHaveLength(1);
    expect(await participantCount()).toBe(1);
    const entry = (await readOutbox(page)).find((e) => e.id === offlineEntry!.id);
    expect(entry?.state).toBe('delivered');
  });
});
