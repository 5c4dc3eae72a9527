/**
 * Why a page scores what it scores: one cold Lighthouse mobile run, printing the metrics, the
 * LCP element and its phases, the longest request chain, the JavaScript that runs longest and the
 * long main-thread tasks. Usage: node --import tsx tests/bench/lighthouse-diagnose.ts [path]
 * BENCH_CPU sets the CPU slowdown (Lighthouse's 4x unless told; the bench logs each phone's).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from '../e2e/support/chromium-path';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { startTestServer } from '../e2e/support/test-server';

type Details = { items?: Array<Record<string, unknown>>; chains?: unknown };

const server = await startTestServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath() ?? undefined,
  chromeFlags: CHROMIUM_ARGS,
});
try {
  // The first visit of a cold server pays for loading the render's modules: measure a later one.
  await fetch(server.baseUrl + (process.argv[2] ?? '/'), { headers: { accept: 'text/html' } });
  const result = await lighthouse(server.baseUrl + (process.argv[2] ?? '/'), {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { cpuSlowdownMultiplier: Number(process.env.BENCH_CPU ?? 4) },
  });
  if (!result) throw new Error('no result');
  const { audits, categories } = result.lhr;
  console.info('performance', categories.performance?.score);
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'speed-index',
    'total-blocking-time',
    'cumulative-layout-shift',
    'interactive',
  ]) {
    console.info(id, audits[id]?.displayValue, audits[id]?.score);
  }
  const observed = (audits.metrics?.details as Details | undefined)?.items?.[0] ?? {};
  console.info(
    'observed (unthrottled) ms:',
    JSON.stringify(
      Object.fromEntries(
        Object.entries(observed).filter(([key]) =>
          /^observed(FirstContentful|LargestContentful|DomContentLoaded|Load)/.test(key),
        ),
      ),
    ),
  );
  const show = (id: string, limit = 12) => {
    const details = audits[id]?.details as Details | undefined;
    console.info(`\n## ${id}: ${audits[id]?.displayValue ?? ''}`);
    for (const item of details?.items?.slice(0, limit) ?? [])
      console.info(JSON.stringify(item).slice(0, 400));
  };
  show('lcp-lazy-loaded');
  show('largest-contentful-paint-element');
  show('bootup-time');
  show('mainthread-work-breakdown');
  show('long-tasks', 20);
  show('render-blocking-resources');
  show('network-requests', 80);
  const chains = (audits['critical-request-chains']?.details as Details | undefined)?.chains;
  console.info('\n## critical-request-chains', audits['critical-request-chains']?.displayValue);
  const walk = (
    node: Record<string, { request: { url: string; endTime: number }; children?: Record<string, unknown> }>,
    depth: number,
  ) => {
    for (const child of Object.values(node)) {
      console.info(
        `${'  '.repeat(depth)}${child.request.url.replace(server.baseUrl, '')} ${Math.round(child.request.endTime * 1000)}`,
      );
      if (child.children) walk(child.children as typeof node, depth + 1);
    }
  };
  if (chains) walk(chains as Parameters<typeof walk>[0], 0);
} finally {
  chrome.kill();
  await server.dispose();
}
