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

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function runOnce(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath() ?? undefined,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      cls: +(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
    };
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouse(
  path: string,
  runs: number,
): Promise<LighthouseScores & { runs: number }> {
  const server = await startTestServer();
  try {
    const results: LighthouseScores[] = [];
    for (let i = 0; i < runs; i += 1) results.push(await runOnce(server.baseUrl + path));
    const pick = (key: keyof LighthouseScores) => median(results.map((r) => r[key]));
    return {
      runs,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
    };
  } finally {
    await server.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scores = await measureLighthouse(process.argv[2] ?? '/', Number(process.argv[3] ?? 3));
  console.info(JSON.stringify(scores));
}
