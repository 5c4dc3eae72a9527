/**
 * Where a page's main-thread time goes, mapped to the sources: loads the page cold in Chromium
 * with the CPU slowed down (BENCH_CPU, default 10), records a CPU profile from navigation until
 * the network has been quiet for 2 s (a page reached through a journey after walking it), and prints self time per original source file (from the
 * build's source maps: build with `SOURCEMAP=1 npx vite build` first) and the longest tasks.
 * Usage: node --import tsx tests/bench/cpu-profile-page.ts [path] [--functions] [--callers] [--stretches=N] [--callers-of=name]
 */
import { launchBrowser, LIGHTHOUSE_PHONE } from '../e2e/support/browser';
import { startTestServer } from '../e2e/support/test-server';
import { prepareJourney } from './bench-journeys';
import { sourceOf } from './built-sources';

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
/** `--callers-of=<function name>`: where the time of one function comes from. */
const callersOf = /^--callers-of=(.+)$/.exec(
  process.argv.find((a) => a.startsWith('--callers-of=')) ?? '',
)?.[1];
/** The N longest stretches of samples without idle time (tasks, roughly), each on its own. */
const stretches = Number(
  /^--stretches=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--stretches=')) ?? '')?.[1] ?? 0,
);
const slowdown = Number(process.env.BENCH_CPU ?? 10);
const server = await startTestServer();
const browser = await launchBrowser();
try {
  await fetch(server.baseUrl + path, { headers: { accept: 'text/html' } });
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  // A page reached through a journey (the contact form) is profiled after walking it, as the bench
  // measures it; the HTTP cache is emptied after.
  await prepareJourney(page, server, path);
  // The same origin first: a cross-site navigation swaps the renderer, and the profile with it.
  await page.goto(`${server.baseUrl}/robots.txt`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
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
      if (/^(src|sagas)\//.test(sourceOf(node.callFrame, byFunction))) return node;
    }
    return start;
  };
  const isIdle = (id: number) =>
    ['(idle)', '(program)'].includes(nodes.get(id)?.callFrame.functionName ?? '(idle)');
  /** Self time per source (or function) over the samples from `first` to before `last`. */
  const selfTimes = (first: number, last: number): [string, number][] => {
    const self = new Map<string, number>();
    for (let index = first; index < last; index += 1) {
      const node = nodes.get(profile.samples[index] ?? -1);
      if (!node || isIdle(node.id)) continue;
      const key = sourceOf((byCaller ? ownFrameOf(node) : node).callFrame, byFunction);
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    }
    return [...self].sort((a, b) => b[1] - a[1]);
  };
  const print = (rows: [string, number][], limit: number, indent = '') => {
    for (const [key, ms] of rows.slice(0, limit)) console.info(indent + ms.toFixed(1).padStart(7), key);
  };
  if (callersOf) {
    // Who calls a function (e.g. a native one): its callers' frames, three deep, by self time.
    const chains = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const node = nodes.get(id);
      if (node?.callFrame.functionName !== callersOf) return;
      const chain: string[] = [];
      for (
        let up = nodes.get(parents.get(node.id) ?? -1);
        up && chain.length < 3;
        up = nodes.get(parents.get(up.id) ?? -1)
      )
        chain.push(sourceOf(up.callFrame, true));
      const key = chain.join(' < ');
      chains.set(key, (chains.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    console.info(`who calls ${callersOf}:`);
    print(
      [...chains].sort((a, b) => b[1] - a[1]),
      15,
    );
  } else if (stretches > 0) {
    // Busy stretches: runs of samples without idle time between them (a task, roughly).
    const runs: { first: number; last: number; ms: number }[] = [];
    let current: { first: number; last: number; ms: number } | null = null;
    profile.samples.forEach((id, index) => {
      if (isIdle(id)) current = null;
      else {
        if (!current) runs.push((current = { first: index, last: index, ms: 0 }));
        current.last = index + 1;
        current.ms += (profile.timeDeltas[index] ?? 0) / 1000;
      }
    });
    for (const run of runs.sort((a, b) => b.ms - a.ms).slice(0, stretches)) {
      console.info(`a busy stretch of ${run.ms.toFixed(1)} ms:`);
      print(selfTimes(run.first, run.last), 12, '  ');
    }
  } else {
    const rows = selfTimes(0, profile.samples.length);
    const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
    console.info(
      `${path} at ${String(slowdown)}x: ${String(Math.round(total))} ms of JavaScript (self time, profiled)`,
    );
    print(rows, byFunction ? 60 : 40);
  }
  const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, (duration ?? 0) - 50), 0);
  console.info(`long tasks: ${longTasks.length}, blocking beyond 50 ms: ${Math.round(blocking)} ms`);
  for (const [start, duration] of longTasks)
    console.info(`  at ${Math.round(start ?? 0)} ms: ${Math.round(duration ?? 0)} ms`);
  await context.close();
} finally {
  await browser.close();
  await server.dispose();
}
