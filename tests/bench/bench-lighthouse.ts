/**
 * Lighthouse mobile (default simulated throttling), median of N, cold and warm.
 *
 * Cold: a fresh Chromium profile per run; Lighthouse resets the origin's storage first.
 * Warm: one Chromium profile per route (a Playwright persistent context that also opens a
 * DevTools port for Lighthouse). The page is visited once with the server up and the bench waits
 * until its service worker controls it; then the server is stopped (its port refuses connections,
 * i.e. the device is offline) and Lighthouse runs with `disableStorageReset`, so every byte of the
 * page comes from the service worker's precache. (CDP's offline switch is not used: Lighthouse sets
 * its own network conditions at the start of each run and would turn it off again.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { chromiumPath } from '../e2e/support/chromium-path';
import type { TestServer } from '../e2e/support/test-server';
import type { LighthouseFigures } from './bench-report';
import { freePort } from '../e2e/support/test-server';
import { coldRun, lighthouseOnce, medianScores, type LighthouseScores } from './lighthouse-mobile';

export async function benchLighthouseCold(
  server: TestServer,
  path: string,
  runs: number,
): Promise<LighthouseFigures> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await coldRun(server.baseUrl + path));
  return { path, mode: 'cold', runs, ...medianScores(results) };
}

/** Warm = offline, served by the service worker after a first visit. Leaves the server started. */
export async function benchLighthouseWarm(
  server: TestServer,
  path: string,
  runs: number,
): Promise<LighthouseFigures> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${String(port)}`],
    serviceWorkers: 'allow',
  });
  const url = server.baseUrl + path;
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // `ready` resolves once a worker is active, i.e. installed with its precache complete.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    for (let i = 0; i < 5; i += 1) {
      if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) break;
      await page.reload({ waitUntil: 'networkidle' });
    }
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      throw new Error(`the service worker does not control ${path}`);
    }
    await page.close();
    await server.stop();
    try {
      const results: LighthouseScores[] = [];
      for (let i = 0; i < runs; i += 1) {
        results.push(await lighthouseOnce(url, port, { disableStorageReset: true }));
      }
      return { path, mode: 'warm', runs, ...medianScores(results) };
    } finally {
      await server.start();
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
