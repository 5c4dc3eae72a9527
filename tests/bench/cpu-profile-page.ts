/**
 * Where a page's main-thread time goes, mapped to the sources: loads the page cold in Chromium
 * with the CPU slowed down (BENCH_CPU, default 10), records a CPU profile from navigation until
 * the network has been quiet for 2 s, and prints self time per original source file (from the
 * build's source maps: build with `SOURCEMAP=1 npx vite build` first) and the longest tasks.
 * Usage: node --import tsx tests/bench/cpu-profile-page.ts [path] [--functions]
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser, LIGHTHOUSE_PHONE } from '../e2e/support/browser';
import { startTestServer } from '../e2e/support/test-server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const path = process.argv[2] ?? '/';
const byFunction = process.argv.includes('--functions');
/** Time spent in a library is charged to the first of our own frames that called it. */
const byCaller = process.argv.includes('--callers');
const slowdown = Number(process.env.BENCH_CPU ?? 10);
const dist = process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');
const consumers = new Map<string, SourceMapConsumer | null>();

function consumerFor(url: string): SourceMapConsumer | null {
  const file = new URL(url).pathname;
  if (!consumers.has(file)) {
    const mapFile = join(dist, `${file}.map`);
    consumers.set(
      file,
      existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return consumers.get(file) ?? null;
}

function sourceOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const consumer = consumerFor(frame.url);
  const position = consumer?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = (position?.source ?? new URL(frame.url).pathname)
    .replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'npm:$1')
    .replace(/.*?\/(src|sagas)\//, '$1/');
  return byFunction ? `${source} ${position?.name ?? frame.functionName}` : source;
}

const server = await startTestServer();
const browser = await launchBrowser();
try {
  await fetch(server.baseUrl + path, { headers: { accept: 'text/html' } });
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  // The same origin first: a cross-site navigation swaps the renderer, and the profile with it.
  await page.goto(`${server.baseUrl}/robots.txt`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => {
    (window as unknown as { longTasks: number[][] }).longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { longTasks: number[][] }).longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[][] }).longTasks);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const ownFrameOf = (start: ProfileNode): ProfileNode => {
    for (let node: ProfileNode | undefined = start; node; node = nodes.get(parents.get(node.id) ?? -1)) {
      if (/^(src|sagas)\//.test(sourceOf(node.callFrame))) return node;
    }
    return start;
  };
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    if (!node) return;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const key = sourceOf((byCaller ? ownFrameOf(node) : node).callFrame);
    self.set(key, (self.get(key) ?? 0) + ms);
    total += ms;
  });
  console.info(`${path} at ${slowdown}x: ${Math.round(total)} ms of JavaScript (self time, profiled)`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, byFunction ? 60 : 40))
    console.info(String(Math.round(ms)).padStart(7), key);
  const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, (duration ?? 0) - 50), 0);
  console.info(`long tasks: ${longTasks.length}, blocking beyond 50 ms: ${Math.round(blocking)} ms`);
  for (const [start, duration] of longTasks)
    console.info(`  at ${Math.round(start ?? 0)} ms: ${Math.round(duration ?? 0)} ms`);
  await context.close();
} finally {
  await browser.close();
  await server.dispose();
}
