import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import { openHydrated } from './support/open-hydrated';
import { waitForServiceWorkerControl } from './support/service-worker-control';

/*
 * A new release while a person has the app open (prompt strategy): the new service worker waits,
 * the page offers "Reload" and never reloads by itself; pressing it activates the new version and
 * loads the page under it. workbox-window, which runs that prompt, is downloaded only then: a
 * visit without an update never loads it.
 */

const DIST = join(import.meta.dirname, '..', '..', 'dist');
let staticDir: string;

beforeAll(() => {
  // A copy of the build the test can release a new version into, made before the server starts.
  staticDir = mkdtempSync(join(tmpdir(), 'e2e-release-'));
  cpSync(DIST, staticDir, { recursive: true });
});

const session = setupE2eSession({
  env: () => ({ STATIC_DIR: staticDir }),
  page: 'none',
  setupTimeoutMs: 60000,
});

// Declared after the session, so it runs after the session's teardown: the server no longer serves it.
afterAll(() => {
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

jest.setTimeout(90000);

/** Publishes a new service worker (a byte changes, as in any new build). */
function releaseNewVersion(): void {
  appendFileSync(join(staticDir, 'sw.js'), '\n// next release\n');
  // The precompressed copies would still be the old version.
  for (const suffix of ['.br', '.gz']) rmSync(join(staticDir, `sw.js${suffix}`), { force: true });
}

function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const loadsWorkbox = (scripts: string[]) => scripts.some((path) => /workbox-window/.test(path));

it('offers a new version, waits for the person, and reloads under it when asked', async () => {
  const context = await session.newContext();
  const page = await context.newPage();
  const scripts = scriptsRequested(page);

  await openHydrated(page, `${session.server.baseUrl}/`);
  await waitForServiceWorkerControl(page);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
  await page.reload();
  await page.locator('body').waitFor();
  // No update: no prompt, and workbox-window never downloaded.
  expect(await prompt.count()).toBe(0);
  expect(loadsWorkbox(scripts)).toBe(false);

  releaseNewVersion();
  await page.reload();
  await prompt.waitFor();
  expect(loadsWorkbox(scripts)).toBe(true);
  // The new version waits behind the one in charge until the person chooses.
  const before = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(registration?.waiting),
      controlled: Boolean(navigator.serviceWorker.controller),
    };
  });
  expect(before).toEqual({ waiting: true, controlled: true });

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting === null && navigator.serviceWorker.controller !== null;
  });
  await page.locator('body').waitFor();
  expect(await prompt.count()).toBe(0);
  await context.close();
});
