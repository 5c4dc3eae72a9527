/**
 * Lighthouse mobile (default simulated throttling), median of N, cold and warm.
 *
 * Cold: a fresh Chromium profile per run; Lighthouse resets the origin's storage first. A page
 * reached only through a journey (the pre-screener, the contact form) is measured in a profile
 * that walked it first (tests/bench/bench-journeys.ts): each run still starts without HTTP cache,
 * service worker or Cache Storage, but with the participant's journey.
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
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { chromiumPath } from '../e2e/support/chromium-path';
import type { TestServer } from '../e2e/support/test-server';
import type { LighthouseFigures } from './bench-report';
import { freePort } from '../e2e/support/test-server';
import { assertLandsOn, needsJourney, prepareJourney } from './bench-journeys';
import {
  coldRun,
  lighthouseOnce,
  medianScores,
  retryingLostTrace,
  type LighthouseScores,
} from './lighthouse-mobile';

/** Each run's figures go to the log: the median hides how far apart the runs were. */
function logRun(path: string, mode: 'cold' | 'warm', scores: LighthouseScores): LighthouseScores {
  console.info(
    `  lighthouse ${mode} ${path}: performance ${String(scores.performance)}, TBT ${String(scores.tbtMs)} ms, LCP ${String(scores.lcpMs)} ms, host index ${String(scores.benchmarkIndex)}`,
  );
  return scores;
}

export async function benchLighthouseCold(
  server: TestServer,
  path: string,
  runs: number,
): Promise<LighthouseFigures> {
  const url = server.baseUrl + path;
  const results: LighthouseScores[] = [];
  if (!needsJourney(path)) {
    for (let i = 0; i < runs; i += 1) results.push(logRun(path, 'cold', await coldRun(url)));
  } else {
    // One profile that holds the journey; each run still starts with an empty HTTP cache, no
    // service worker and no Cache Storage (Lighthouse's storage reset).
    await withJourneyProfile(server, path, async (port) => {
      for (let i = 0; i < runs; i += 1)
        results.push(logRun(path, 'cold', await retryingLostTrace(() => lighthouseOnce(url, port))));
    });
  }
  return { path, mode: 'cold', runs, ...medianScores(results) };
}

/**
 * A Chromium profile with a DevTools port for Lighthouse, in which the page's journey (if it
 * needs one) has been walked and the page itself has been opened once; `body` runs Lighthouse.
 */
async function withJourneyProfile(
  server: TestServer,
  path: string,
  body: (port: number, page: Page) => Promise<void>,
): Promise<void> {
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
  try {
    const page = await context.newPage();
    await prepareJourney(page, server, path);
    await assertLandsOn(page, server.baseUrl, path);
    await body(port, page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Warm = offline, served by the service worker after a first visit. Leaves the server started. */
export async function benchLighthouseWarm(
  server: TestServer,
  path: string,
  runs: number,
): Promise<LighthouseFigures> {
  const url = server.baseUrl + path;
  const results: LighthouseScores[] = [];
  await withJourneyProfile(server, path, async (port, page) => {
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
    // Once more through the worker, so what this page asks for is in its caches.
    await page.reload({ waitUntil: 'networkidle' });
    await page.close();
    await server.stop();
    try {
      for (let i = 0; i < runs; i += 1) {
        results.push(
          logRun(
            path,
            'warm',
            await retryingLostTrace(() => lighthouseOnce(url, port, { disableStorageReset: true })),
          ),
        );
      }
    } finally {
      await server.start();
    }
  });
  return { path, mode: 'warm', runs, ...medianScores(results) };
}
