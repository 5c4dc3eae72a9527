import type { Page } from 'playwright-core';

/** How long a first install (the whole precache, fetched from the test server) may take. */
const INSTALL_TIMEOUT_MS = 60_000;

/**
 * Waits until the service worker controls the page. The worker installs in the background once a
 * page has loaded; its first version claims the pages open at activation, and a page loaded while
 * it was active is controlled from the start. If the page is still uncontrolled once a worker is
 * active, it is loaded again. A timeout says what the registration was doing.
 */
export async function waitForServiceWorkerControl(page: Page, timeout = INSTALL_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), null, { timeout });
  } catch (error) {
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return JSON.stringify({
        registered: registration !== undefined,
        installing: registration?.installing?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
      });
    });
    throw new Error(`no active service worker after ${timeout} ms: ${state}`, { cause: error });
  }
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
}
