/**
 * Lighthouse mobile (simulated throttling, the CPU slowdown calibrated to a phone: cpu-calibration.ts),
 * median of N, cold and warm.
 *
 * Cold: a fresh Chromium profile per run; Lighthouse resets the origin's storage first. A page
 * reached only through a journey (the pre-screener, the contact form) is measured in a profile
 * that walked it first (tests/bench/bench-journeys.ts): each run still starts without HTTP cache,
 * service worker or Cache Storage, but with the participant's journey, in a Chromium started
 * again on that profile (as every cold run of a page without a journey starts a new Chromium).
 * Warm: one Chromium profile per route (a Playwright persistent context that also opens a
 * DevTools port for Lighthouse). The page is visited once with the server up and the bench waits
 * until its service worker controls it; then the server is stopped (its port refuses connections,
 * i.e. the device is offline) and Lighthouse runs with `disableStorageReset`, so every byte of the
 * page comes from the service worker's precache. (CDP's offline switch is not used: Lighthouse sets
 * its own network conditions at the start of each run and would turn it off again.)
 * Each warm run starts Chromium again on that profile, as a phone opens the installed app again:
 * the service worker, its caches and the code cache are on disk, but no earlier page is in memory.
 * In one long-lived browser (as the bench ran before), Lighthouse's own DevTools agent walked the heap the previous runs had
 * left in the renderer when it attached (a 40-85 ms task of `blink.mojom.DevToolsAgent`, V8's
 * heap object iterator) and charged it to the page: runs scored 90-93 or 99-100 by that alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { chromiumPath } from '../e2e/support/chromium-path';
import { waitForServiceWorkerControl } from '../e2e/support/service-worker-control';
import type { TestServer } from '../e2e/support/test-server';
import type { LighthouseFigures } from './bench-report';
import { freePort } from '../e2e/support/test-server';
import { assertLandsOn, needsJourney, prepareJourney } from './bench-journeys';
import {
  coldRun,
  lighthouseOnce,
  medianScores,
  retryingLostTrace,
  type LighthouseRunOptions,
  type LighthouseScores,
} from './lighthouse-mobile';
import type { CpuTarget, HostSpeed } from './cpu-calibration';

/** The phone a bench emulates, and the host speed its CPU slowdown is calibrated on. */
export interface CpuEmulation {
  target: CpuTarget;
  host: HostSpeed;
}

/** The run options of the next run: the slowdown for the host's speed as last measured. */
const runOptions = (cpu: CpuEmulation, options: LighthouseRunOptions = {}): LighthouseRunOptions => ({
  ...options,
  cpuSlowdownMultiplier: cpu.host.multiplier(cpu.target),
});

/**
 * The first run of a page scores every category, the later ones performance only; with
 * `scoreAll` false (a setting whose accessibility and best practices nobody reads), every run.
 */
const laterRun = (index: number, scoreAll: boolean): LighthouseRunOptions =>
  index > 0 || !scoreAll ? { performanceOnly: true } : {};

/**
 * Each run's figures go to the log (the median hides how far apart the runs were), and its host
 * index to the calibration of the next runs.
 */
function logRun(
  path: string,
  mode: 'cold' | 'warm',
  cpu: CpuEmulation,
  scores: LighthouseScores,
): LighthouseScores {
  cpu.host.observe(scores.benchmarkIndex);
  console.info(
    `  lighthouse ${mode} ${path} (${cpu.target}, CPU ${String(scores.cpuSlowdownMultiplier)}x): performance ${String(scores.performance)}, TBT ${String(scores.tbtMs)} ms, LCP ${String(scores.lcpMs)} ms, host index ${String(scores.benchmarkIndex)}`,
  );
  return scores;
}

export async function benchLighthouseCold(
  server: TestServer,
  path: string,
  runs: number,
  cpu: CpuEmulation,
  scoreAll = true,
): Promise<LighthouseFigures> {
  const url = server.baseUrl + path;
  const results: LighthouseScores[] = [];
  if (!needsJourney(path)) {
    for (let i = 0; i < runs; i += 1)
      results.push(logRun(path, 'cold', cpu, await coldRun(url, runOptions(cpu, laterRun(i, scoreAll)))));
  } else {
    // One profile that holds the journey; each run starts a new Chromium on it, with an empty
    // HTTP cache, no service worker and no Cache Storage (Lighthouse's storage reset).
    await withJourneyProfile(
      server,
      path,
      async () => {},
      async (relaunched) => {
        for (let i = 0; i < runs; i += 1) {
          const run = () =>
            relaunched((port) => lighthouseOnce(url, port, runOptions(cpu, laterRun(i, scoreAll))));
          results.push(logRun(path, 'cold', cpu, await retryingLostTrace(run)));
        }
      },
    );
  }
  return { path, mode: 'cold', phone: cpu.target, runs, ...medianScores(results), samples: results };
}

/** A persistent Chromium on `profile` with a DevTools port for Lighthouse. */
async function launchProfile(profile: string, port: number): Promise<BrowserContext> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');
  return chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${String(port)}`],
    serviceWorkers: 'allow',
  });
}

/** What a run does in a Chromium started on the prepared profile, given its DevTools port. */
type Relaunched = <T>(run: (port: number) => Promise<T>) => Promise<T>;

/**
 * A Chromium profile in which the page's journey (if it needs one) has been walked and the page
 * itself has been opened once (`prepare` runs there too). That browser is then closed: `measure`
 * starts Chromium again on the profile for each run, so no run inherits an earlier run's renderer
 * (Lighthouse's DevTools agent walks the heap it finds there and charges the page for it).
 */
export async function withJourneyProfile(
  server: TestServer,
  path: string,
  prepare: (page: Page) => Promise<void>,
  measure: (relaunched: Relaunched) => Promise<void>,
): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const port = await freePort();
  try {
    const context = await launchProfile(profile, port);
    try {
      const page = await context.newPage();
      await prepareJourney(page, server, path);
      await assertLandsOn(page, server.baseUrl, path);
      await prepare(page);
    } finally {
      await context.close();
    }
    await measure(async (run) => {
      const context = await launchProfile(profile, port);
      try {
        return await run(port);
      } finally {
        await context.close();
      }
    });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Warm = offline, served by the service worker after a first visit. Leaves the server started. */
export async function benchLighthouseWarm(
  server: TestServer,
  path: string,
  runs: number,
  cpu: CpuEmulation,
  scoreAll = true,
): Promise<LighthouseFigures> {
  const url = server.baseUrl + path;
  const results: LighthouseScores[] = [];
  const controlled = async (page: Page) => {
    await waitForServiceWorkerControl(page);
    // Once more through the worker, so what this page asks for is in its caches.
    await page.reload({ waitUntil: 'networkidle' });
  };
  await withJourneyProfile(server, path, controlled, async (relaunched) => {
    await server.stop();
    try {
      for (let i = 0; i < runs; i += 1) {
        const options = runOptions(cpu, { disableStorageReset: true, ...laterRun(i, scoreAll) });
        const run = () => relaunched((port) => lighthouseOnce(url, port, options));
        results.push(logRun(path, 'warm', cpu, await retryingLostTrace(run)));
      }
    } finally {
      await server.start();
    }
  });
  return { path, mode: 'warm', phone: cpu.target, runs, ...medianScores(results), samples: results };
}
