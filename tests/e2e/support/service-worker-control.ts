import type { Page } from 'playwright-core';

/** How long a first install (the whole precache, fetched from the test server) may take. */
const INSTALL_TIMEOUT_MS = 60_000;
/** How long a page loaded with an active worker may take to report it as its controller. */
const CONTROL_TIMEOUT_MS = 15_000;

/** Waits until the registration has an active worker (installed, precache complete). A timeout says what it was doing. */
async function waitForActiveWorker(page: Page, timeout: number): Promise<void> {
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
}

async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: CONTROL_TIMEOUT_MS,
  });
}

/**
 * Waits until the service worker controls the page. The worker installs in the background once a
 * page has loaded; its first version claims the pages open at activation, and a page loaded while
 * it was active is controlled from the start. If the page is still uncontrolled once a worker is
 * active, it is loaded again.
 */
export async function waitForServiceWorkerControl(page: Page, timeout = INSTALL_TIMEOUT_MS): Promise<void> {
  await waitForActiveWorker(page, timeout);
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await waitForController(page);
}

/**
 * Waits for an active worker, then loads the page once more, so that the whole load (the page, its
 * chunks, its first answers) went through the worker and is in its caches. Exactly one reload.
 */
export async function reloadUnderServiceWorker(page: Page, timeout = INSTALL_TIMEOUT_MS): Promise<void> {
  await waitForActiveWorker(page, timeout);
  await page.reload();
  await waitForController(page);
}
