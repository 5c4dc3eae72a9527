import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { committedWriteKeys, setupE2eSession } from './support/e2e-session';
import { readMailbox } from './support/mailbox';
import { readOutbox, waitUntil } from './support/outbox-probe';
import { waitForServiceWorkerControl } from './support/service-worker-control';
import { storageCanary } from './support/storage-canary';
import type { TestServer } from './support/test-server';

/*
 * Kiosk mode: staff switch a device to kiosk mode behind the PIN; a person's details
 * are cleared by the idle reset (the shortest timings the content allows); an
 * undelivered write survives the reset and is delivered exactly once; the staff screen retries
 * and exports failed writes and locks after five wrong PINs.
 */

const PIN = '24681012141618';
const SUPPORT_PATH = '/Send/EmailSupport';
let refuseSupport: 0 | 400 = 0;
const session = setupE2eSession({
  env: { KIOSK_STAFF_PIN: PIN },
  server: {
    onApp: (app) =>
      app.addHook('onRequest', async (request, reply) => {
        if (!refuseSupport || request.method !== 'POST' || !request.url.includes(SUPPORT_PATH)) return;
        await reply
          .code(refuseSupport)
          .type('application/problem+json')
          .send({ type: 'about:blank', title: 'Refused by the test', status: refuseSupport });
      }),
  },
});
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = session);
  await useShortKioskTimings(session.server);
});

jest.setTimeout(90000);

/**
 * The shortest timings the content model allows (15 s idle, 5 s countdown), kiosk still off for
 * the site: this device is switched on by staff. (page.clock's fake timers stalled the outbox's
 * IndexedDB and WebCrypto chain in Chromium, so real time with short settings is used.)
 */
async function useShortKioskTimings(target: TestServer) {
  const rows = await target.deps.db
    .selectFrom('content_site_settings')
    .select(['language', 'data'])
    .execute();
  for (const row of rows) {
    const data = {
      ...(row.data as object),
      kiosk: { enabled: false, idleWarningSeconds: 15, resetCountdownSeconds: 5, startPath: '/' },
    };
    await target.deps.db
      .updateTable('content_site_settings')
      .set({ data: JSON.stringify(data) as never })
      .where('language', '=', row.language)
      .execute();
  }
}

async function unlockStaffScreen(pin = PIN) {
  await page.getByTestId('kiosk-pin').fill(pin);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

async function fillSupportRequest(name: string, email: string, message: string) {
  await page.goto(`${session.server.baseUrl}/support/study`);
  await page.getByRole('heading', { name: 'Study questions', level: 1 }).waitFor();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Message').fill(message);
}

const supportEntries = async () =>
  (await readOutbox(page)).filter((entry) => entry.callName.includes('EmailSupport'));

describe('kiosk mode', () => {
  it('staff switch this device to kiosk mode behind the PIN (a wrong PIN is refused)', async () => {
    await page.goto(`${session.server.baseUrl}/kiosk`);
    await page.getByRole('heading', { name: 'Kiosk staff screen' }).waitFor();
    await unlockStaffScreen('11111111111111');
    await page.getByText('That PIN is not correct. 4 tries left before the screen locks.').waitFor();
    await unlockStaffScreen();
    await page.getByRole('button', { name: 'Switch kiosk mode on for this device' }).click();
    await page.getByText('Kiosk mode is on for this device.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('trial-app.kiosk-device'))).toBe('on');
    await page.getByRole('button', { name: 'Lock the staff screen' }).click();
    await page.getByTestId('kiosk-pin').waitFor();
    await page.screenshot({ path: 'tests/.scratch/kiosk-staff-locked.png', fullPage: true });
  });

  it('the staff badge shows a failed write; staff export it with its body and key, then retry it', async () => {
    refuseSupport = 400;
    const email = 'export.kiosk5@example.com';
    await fillSupportRequest('Export Person', email, 'Please call me back.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitUntil(
      async () => (await supportEntries()).some((e) => e.state === 'failed'),
      20000,
      'a failure',
    );
    const failed = (await supportEntries()).find((e) => e.state === 'failed')!;
    const badge = page.getByTestId('kiosk-badge');
    await badge.getByText('1 failed').waitFor();
    await badge.click();
    await page.waitForURL((url) => url.pathname === '/kiosk');
    await unlockStaffScreen();
    const row = page.getByTestId('kiosk-queue').locator('tr[data-state="failed"]');
    await row.getByText('Failed').waitFor();
    await expect(page.getByTestId('kiosk-queue').textContent()).resolves.not.toContain(email);
    await page.getByText(/The exported file holds personal data/).waitFor();
    await page.screenshot({ path: 'tests/.scratch/kiosk-staff-screen.png', fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export failed' }).click(),
    ]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      entries: Array<{ idempotencyKey: string; method: string; url: string; body: { email?: string } }>;
    };
    expect(file.entries).toEqual([
      expect.objectContaining({
        idempotencyKey: failed.id,
        method: 'POST',
        body: expect.objectContaining({ email }),
      }),
    ]);
    await page.getByText('1 failed item was exported.').waitFor();

    refuseSupport = 0;
    await page.getByRole('button', { name: 'Retry failed' }).click();
    await waitUntil(
      async () => (await committedWriteKeys(session.server)).includes(failed.id),
      20000,
      'the retry',
    );
    await page.getByText('Nothing is waiting or failed on this device.').waitFor();
  });

  it('an idle person gets the warning with a countdown, then the device resets with no resume popup; a waiting write survives and is delivered once', async () => {
    const typed = ['Quillon Kioskwood', 'quillon.kiosk7@example.com', 'kiosk-canary-message-7h3k'];
    await page.goto(`${session.server.baseUrl}/`); // the start page, opened once online
    // A kiosk resets offline too: the service worker must serve the start page by then.
    await waitForServiceWorkerControl(page);
    await fillSupportRequest(typed[0]!, typed[1]!, typed[2]!);
    // Made offline, and still offline when the device resets.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    const fresh = async () => (await supportEntries()).filter((e) => e.state !== 'delivered');
    await waitUntil(async () => (await fresh()).length === 1, 20000, 'the saved request');
    const [entry] = await fresh();
    expect(entry?.state).toBe('saved');

    // No input from now on: the warning opens after 15 s, the reset follows 5 s later (offline).
    const warning = page.getByRole('alertdialog');
    await warning.getByText('Are you still there?').waitFor({ timeout: 20000 });
    await expect(page.getByTestId('kiosk-countdown').textContent()).resolves.toMatch(/^0:0[345]$/);
    await page.screenshot({ path: 'tests/.scratch/kiosk-idle-warning.png' });
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15000 });
    await page.locator('.hero-search').waitFor();
    await page.waitForTimeout(500); // a resume popup would open right after the first render
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    // The waiting write's body is encrypted: no plain trace of the person anywhere.
    expect(await storageCanary(page, context, typed)).toEqual([]);
    expect((await supportEntries()).map(({ id, state }) => ({ id, state }))).toEqual([
      { id: entry!.id, state: 'saved' },
    ]);

    await context.setOffline(false);
    await waitUntil(
      async () => (await committedWriteKeys(session.server)).includes(entry!.id),
      20000,
      'delivery',
    );
    await page.waitForTimeout(1000);
    const copies = (await readMailbox(session.server)).filter((mail) => mail.text.includes(typed[1]!));
    expect(copies).toHaveLength(1);
  });

  it('five wrong PINs lock the staff screen for 5 minutes, also after a reload', async () => {
    await context.setOffline(false);
    await page.goto(`${session.server.baseUrl}/kiosk`);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await unlockStaffScreen('99999999999999');
      await page.getByTestId('kiosk-pin-message').waitFor();
    }
    await page.getByText(/Too many wrong PINs/).waitFor();
    await page.reload();
    await unlockStaffScreen();
    await page.getByText(/Too many wrong PINs/).waitFor();
    await expect(page.getByRole('button', { name: 'Retry failed' }).count()).resolves.toBe(0);
  });
});
