/**
 * Lighthouse (mobile form factor, default simulated throttling) against a page of
 * the real server, in the machine's Chromium. Median of N runs per category.
 * Usage: node --import tsx tests/bench/lighthouse-mobile.ts [path] [runs]
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from '../e2e/support/chromium-path';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { startTestServer } from '../e2e/support/test-server';
import { medianOfRuns, type LighthouseSample } from './bench-report';
import { DEFAULT_CPU_MULTIPLIER } from './cpu-calibration';

export interface LighthouseScores {
  performance: number;
  /** Absent from a run that scored performance only (LighthouseRunOptions.performanceOnly). */
  accessibility?: number;
  bestPractices?: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's speed (lhr.environment.benchmarkIndex): the default 4x CPU
   * slowdown models a mid-range phone on a host of about 1,000-2,000; a slower host makes every
   * task, and so the blocking time, look longer than on that phone.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the run was throttled with. */
  cpuSlowdownMultiplier: number;
}

export interface LighthouseRunOptions {
  /** Keep the origin's storage (service worker, caches) instead of Lighthouse's reset: a warm run. */
  disableStorageReset?: boolean;
  /** The CPU slowdown (cpu-calibration.ts); Lighthouse's default 4x when absent. */
  cpuSlowdownMultiplier?: number;
  /**
   * Score performance only. Accessibility and best practices do not depend on timing: one run of a
   * page measures them, and leaving them out of the others saves their audits' time.
   */
  performanceOnly?: boolean;
}

/** One Lighthouse run against a Chromium already listening on `port`. */
export async function lighthouseOnce(
  url: string,
  port: number,
  options: LighthouseRunOptions = {},
): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: options.performanceOnly
      ? ['performance']
      : ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: options.disableStorageReset ?? false,
    // Merged into the default mobile throttling: only the CPU part changes.
    throttling: { cpuSlowdownMultiplier: options.cpuSlowdownMultiplier ?? DEFAULT_CPU_MULTIPLIER },
  });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const scored = (id: string) =>
    categories[id] ? { [id === 'best-practices' ? 'bestPractices' : id]: score(id) } : {};
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  return {
    performance: score('performance'),
    ...scored('accessibility'),
    ...scored('best-practices'),
    lcpMs: ms('largest-contentful-paint'),
    fcpMs: ms('first-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: +(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    cpuSlowdownMultiplier: options.cpuSlowdownMultiplier ?? DEFAULT_CPU_MULTIPLIER,
  };
}

async function coldRunOnce(url: string, options: LighthouseRunOptions): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath() ?? undefined,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    return await lighthouseOnce(url, chrome.port, options);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes loses the trace of a run: of a page that replaces itself early
 * (NO_NAVSTART), or with "Something went wrong with recording the trace" (seen once in some
 * sixty runs). Such a run measured nothing; it is run again rather than failing the page's figures.
 */
const ATTEMPTS = 3;
const LOST_TRACE = /NO_NAVSTART|Something went wrong with recording the trace/;

export async function retryingLostTrace<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS || !LOST_TRACE.test(String(error))) throw error;
    }
  }
}

/** A cold run: a fresh Chromium (fresh profile) per run, Lighthouse resets the origin's storage. */
export async function coldRun(url: string, options: LighthouseRunOptions = {}): Promise<LighthouseScores> {
  return retryingLostTrace(() => coldRunOnce(url, options));
}

/** The median of each figure over the runs. */
export function medianScores(results: LighthouseScores[]): Required<LighthouseSample> {
  return medianOfRuns(results);
}

export async function measureLighthouse(
  path: string,
  runs: number,
): Promise<LighthouseScores & { runs: number }> {
  const server = await startTestServer();
  try {
    const results: LighthouseScores[] = [];
    for (let i = 0; i < runs; i += 1) results.push(await coldRun(server.baseUrl + path));
    return { runs, ...medianScores(results) };
  } finally {
    await server.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scores = await measureLighthouse(process.argv[2] ?? '/', Number(process.argv[3] ?? 3));
  console.info(JSON.stringify(scores));
}
